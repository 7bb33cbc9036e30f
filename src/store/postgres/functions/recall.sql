-- Recall's reads (reports.ts): applied after every migration and again whenever this file changes (migrate.ts): CREATE
-- OR REPLACE only.

-- A player's games in play (at most one a table), as their keys: found from the player's bets after the lowest id a bet
-- on a game in play can have (each game records the id its bets come after: migration 031), each table's game read in
-- its month alone (games by month: migration 035). The bets are planned with that id on every call, so that only their
-- ranges after it are read (a plan made for any id would read the player's bets of every range); the page's statement
-- around it is planned once per connection.
CREATE OR REPLACE FUNCTION recall_in_play(p_player text)
RETURNS TABLE (table_id integer, game_id integer, started_at timestamptz)
LANGUAGE plpgsql STABLE ROWS 10 SET search_path FROM CURRENT SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  v_after bigint;
BEGIN
  SELECT coalesce(min(g.bets_after), last_bet_id()) INTO v_after FROM tables t
    CROSS JOIN LATERAL (SELECT g.bets_after FROM games g WHERE g.table_id = t.table_id AND
      g.game_id = t.current_game_id AND g.started_at = t.current_game_started_at OFFSET 0) g;
  RETURN QUERY
    SELECT DISTINCT t.table_id, t.current_game_id, t.current_game_started_at
      FROM bets b JOIN tables t ON t.table_id = b.table_id AND t.current_game_id = b.game_id
     WHERE b.player_id = p_player AND b.bet_id > v_after;
END $$;
