-- A game's priced panels are kept as the counts they are priced from (core/panel-counts.ts: each stage's boards and
-- each hand's wins and ties, with the target return), a tenth of the inline panels' size or less; the panels read back
-- exactly as priced. A game whose panels would not read back so (priced at another target than its table's) keeps
-- them whole, as every game dealt before this did: pricing or counts, never neither. Text JSON: jsonb keeps each
-- number as a numeric of its own, three times the size of these arrays of counts.
ALTER TABLE games ADD COLUMN counts json;
ALTER TABLE games ALTER COLUMN pricing DROP NOT NULL;
ALTER TABLE games ADD CONSTRAINT games_pricing_or_counts CHECK (pricing IS NOT NULL OR counts IS NOT NULL);
