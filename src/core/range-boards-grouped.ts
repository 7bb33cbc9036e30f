// Exact range equity by boards, counted by rank groups: on the turn or the flop, completions with the same ranks give
// every combo the same value unless one of them could make a flush, which needs three cards of a suit on the board
// and the completion (a combo adds at most two). Every completion is counted by its ranks with flushes ignored, then
// those that could make a flush are corrected one by one. Called by exactByBoards (range-boards.ts), in bin mode.

import * as tables from './evaluator/tables.ts'
import type { BoardsCall } from './range-boards-setup.ts'
import { bitHi, bitLo } from './range-common.ts'

/**
 * Builds the count with the evaluator's tables as bindings of one function scope (loops reading a module's bindings
 * run slower; see createEquityEngine in equity.ts).
 */
function createRankGroupCount() {
  const {
    RANK_KEYS,
    INDEX_BASE,
    INDEX_BASE_STRIDE,
    HIGH_INDEX,
    HIGH_KEY_BITS,
    HIGH_KEY_MASK,
    NON_FLUSH_VALUES,
    FLUSH_VALUES,
  } = tables
  const SEVEN_BASE = 7 * INDEX_BASE_STRIDE

  /** A 7-card value with flushes ignored: what every completion with these ranks gives when none can make a flush. */
  const plainValueOf = (key: number): number =>
    NON_FLUSH_VALUES[INDEX_BASE[SEVEN_BASE + (key >>> HIGH_KEY_BITS)] + HIGH_INDEX[key & HIGH_KEY_MASK]]

  /** Every completion of the board counted into call.byWinners; the showdowns counted, or null when stopped. */
  return function countByRankGroups(call: BoardsCall): number | null {
    const {
      ranges,
      board,
      deck,
      missing,
      runout,
      bulk,
      bulkBit,
      others,
      tupleCount,
      tupleCombos,
      tupleWeights,
      tupleLo,
      tupleHi,
      tupleBest,
      tupleCards,
    } = call
    const { values, partKey, thresholds, cardStart, cardCombos, boardSuitCount, byWinners, stop } = call
    const { scoreCombination, addThreshold, binOf, loadCards, metBefore, credit } = call
    const n = ranges.length
    const m = others.length
    const bulkRange = ranges[bulk]
    let showdowns = 0
    let visited = 0
    let stopped = false
    /** The combos a flush lifts on the completion being corrected (stamped), and the changed bulk combos. */
    const patched = ranges.map((r) => new Int32Array(r.weight.length))
    let stamp = 0
    const plainOffset = new Int32Array(n)
    const suitCount = [0, 0, 0, 0]
    /** Each combo's value with flushes ignored, per rank group (groupSlot), kept for the corrections. */
    const slotOfRanks = new Int32Array(13 * 13)
    let slots = 0
    for (let a = 0; a < 13; a++) for (let b = a; b < 13; b++) slotOfRanks[a * 13 + b] = slots++
    const groupSlot = (a: number, b: number) => slotOfRanks[a * 13 + b]
    const groupValues = ranges.map((r) => new Int32Array(slots * r.weight.length))
    /**
     * Per range and suit, the combos with at least two (index suit * 2 + 1) or one (suit * 2) cards of that suit:
     * the only ones a completion with three or four cards of the suit beside the board can give a flush.
     */
    const suitLists = ranges.map((r) => {
      const lists: number[][] = Array.from({ length: 8 }, () => [])
      for (let j = 0; j < r.weight.length; j++) {
        for (let s = 0; s < 4; s++) {
          const held = ((r.first[j] & 3) === s ? 1 : 0) + ((r.second[j] & 3) === s ? 1 : 0)
          if (held >= 1) lists[s * 2].push(j)
          if (held >= 2) lists[s * 2 + 1].push(j)
        }
      }
      return lists.map((list) => Int32Array.from(list))
    })
    const changedBulk = new Int32Array(bulkRange.weight.length)
    const boardHasThree = boardSuitCount.some((c) => c >= 3)
    const couldFlush = (): boolean => {
      if (boardHasThree) return true
      const a = runout[0] & 3
      if (boardSuitCount[a] >= 2) return true
      if (missing === 1) return false
      const b = runout[1] & 3
      return boardSuitCount[b] >= 2 || (a === b && boardSuitCount[a] >= 1)
    }
    countGroups()
    if (stopped) return null
    // The completions that could make a flush, one by one.
    const quiet = (card: number) => boardSuitCount[card & 3] < 2
    for (let i = 0; i < deck.length && !stopped; i++) {
      runout[0] = deck[i]
      if (missing === 1) {
        if (couldFlush()) correctOne()
        continue
      }
      for (let j = i + 1; j < deck.length && !stopped; j++) {
        // Two cards of suits with at most one board card each flush only when they share a suit that has one.
        if (!boardHasThree && quiet(deck[i]) && quiet(deck[j]) && ((deck[i] ^ deck[j]) & 3) !== 0) continue
        runout[1] = deck[j]
        if (couldFlush()) correctOne()
      }
    }
    return stopped ? null : showdowns

    function correctOne(): void {
      if ((++visited & 7) === 0 && stop()) {
        stopped = true
        return
      }
      correctRunout()
    }

    /**
     * One completion that could make a flush, counted above with flushes ignored: only the combos whose value a flush
     * changes move the count. A combination none of whose combos changed keeps its best value, and gains or loses
     * only by the changed bulk combos; a combination with a changed combo is counted again against the whole bulk
     * range, once as it is and once (taken off) with flushes ignored.
     */
    function correctRunout(): void {
      let runLo = 0
      let runHi = 0
      for (let s = 0; s < 4; s++) suitCount[s] = boardSuitCount[s]
      let g1 = 13
      let g2 = 0
      for (let k = 0; k < missing; k++) {
        const card = runout[k]
        runLo |= bitLo(card)
        runHi |= bitHi(card)
        suitCount[card & 3]++
        g1 = Math.min(g1, card >> 2)
        g2 = Math.max(g2, card >> 2)
      }
      const slot = groupSlot(g1, missing === 1 ? g1 : g2)
      // The one suit with three or more cards on the board and the completion; a combo needs the rest of five.
      let suit = 0
      while (suitCount[suit] < 3) suit++
      const needed = 5 - suitCount[suit]
      let boardMask = 0
      for (const card of board) if ((card & 3) === suit) boardMask |= 1 << (card >> 2)
      for (let k = 0; k < missing; k++) if ((runout[k] & 3) === suit) boardMask |= 1 << (runout[k] >> 2)
      // Combos a flush lifts above their value with flushes ignored: patched for this completion (stamp).
      stamp++
      let anyChanged = false
      let changedCount = 0
      for (let i = 0; i < n; i++) {
        const r = ranges[i]
        const size = r.weight.length
        const offset = slot * size
        plainOffset[i] = offset
        const plain = groupValues[i]
        const list = needed <= 0 ? null : suitLists[i][suit * 2 + needed - 1]
        const count = list === null ? size : list.length
        for (let p = 0; p < count; p++) {
          const j = list === null ? p : list[p]
          if ((r.lo[j] & runLo) !== 0 || (r.hi[j] & runHi) !== 0) continue
          let mask = boardMask
          if ((r.first[j] & 3) === suit) mask |= 1 << (r.first[j] >> 2)
          if ((r.second[j] & 3) === suit) mask |= 1 << (r.second[j] >> 2)
          const flush = FLUSH_VALUES[mask]
          if (flush > plain[offset + j]) {
            values[i][j] = flush
            patched[i][j] = stamp
            anyChanged = true
            if (i === bulk) changedBulk[changedCount++] = j
          }
        }
      }
      if (!anyChanged) return
      const bulkPatched = patched[bulk]
      const bulkPatch = values[bulk]
      const bulkPlain = groupValues[bulk]
      const bulkOffset = plainOffset[bulk]
      const bulkWeights = bulkRange.weight
      const { lo: bulkLo, hi: bulkHi } = bulkRange
      for (let t = 0; t < tupleCount; t++) {
        const lo = tupleLo[t]
        const hi = tupleHi[t]
        if ((lo & runLo) !== 0 || (hi & runHi) !== 0) continue
        let realBest = -1
        let realWinners = 0
        let plainBest = -1
        let plainWinners = 0
        let changed = false
        for (let q = 0; q < m; q++) {
          const i = others[q]
          const j = tupleCombos[t * m + q]
          const plain = groupValues[i][plainOffset[i] + j]
          let real = plain
          if (patched[i][j] === stamp) {
            real = values[i][j]
            changed = true
          }
          if (real > realBest) {
            realBest = real
            realWinners = 1 << i
          } else if (real === realBest) realWinners |= 1 << i
          if (plain > plainBest) {
            plainBest = plain
            plainWinners = 1 << i
          } else if (plain === plainBest) plainWinners |= 1 << i
        }
        const weight = tupleWeights[t]
        if (!changed) {
          for (let c = 0; c < changedCount; c++) {
            const j = changedBulk[c]
            if ((bulkLo[j] & (lo | runLo)) !== 0 || (bulkHi[j] & (hi | runHi)) !== 0) continue
            const w = weight * bulkWeights[j]
            settle(realWinners, realBest, bulkPatch[j], w)
            settle(realWinners, realBest, bulkPlain[bulkOffset + j], -w)
          }
          continue
        }
        for (let j = 0; j < bulkWeights.length; j++) {
          if ((bulkLo[j] & (lo | runLo)) !== 0 || (bulkHi[j] & (hi | runHi)) !== 0) continue
          const w = weight * bulkWeights[j]
          const plain = bulkPlain[bulkOffset + j]
          settle(realWinners, realBest, bulkPatched[j] === stamp ? bulkPatch[j] : plain, w)
          settle(plainWinners, plainBest, plain, -w)
        }
      }
    }

    /** Credits `w` to the winners of a combination (best value `best`, holders `winners`) against a bulk combo's value.
     * */
    function settle(winners: number, best: number, value: number, w: number): void {
      if (value < best) byWinners[winners] += w
      else if (value === best) byWinners[winners | bulkBit] += w
      else byWinners[bulkBit] += w
    }

    /**
     * Every completion counted by its ranks, flushes ignored. For ranks g1 (and g2 on the flop), a combination of the
     * other ranges and a bulk combo that share no card meet L - a completions per rank, where L is the rank's cards
     * left beside the board and dead cards and a how many of them the two hold: (L1 - a1) on the turn,
     * (L1 - a1)(L2 - a2) for two ranks, C(L1 - a1, 2) for a pair. So the bulk range is binned by value and by how
     * many cards of each rank a combo holds (its type, a1 * 3 + a2), and each combination weighs the bins.
     */
    function countGroups(): void {
      const liveOfRank = new Int32Array(13)
      for (const card of deck) liveOfRank[card >> 2]++
      const TYPES = 9
      const less = new Float64Array((tupleCount + 1) * TYPES)
      const equal = new Float64Array((tupleCount + 1) * TYPES)
      const allOfType = new Float64Array(TYPES)
      const countOfType = new Float64Array(TYPES)
      const meets = new Float64Array(TYPES)
      const presentTypes = new Int32Array(TYPES)
      const bulkType = new Int32Array(bulkRange.weight.length)
      const bulkValues = values[bulk]
      const bulkWeights = bulkRange.weight
      for (let g1 = 0; g1 < 13 && !stopped; g1++) {
        for (let g2 = missing === 1 ? g1 : g1; g2 < (missing === 1 ? g1 + 1 : 13); g2++) {
          const L1 = liveOfRank[g1]
          const L2 = liveOfRank[g2]
          const pair = missing === 2 && g1 === g2
          if (missing === 1 ? L1 === 0 : pair ? L1 < 2 : L1 === 0 || L2 === 0) continue
          if ((++visited & 7) === 0 && stop()) {
            stopped = true
            return
          }
          const groupKey = missing === 1 ? RANK_KEYS[g1] : RANK_KEYS[g1] + RANK_KEYS[g2]
          const slot = groupSlot(g1, g2)
          for (const i of others) {
            const keys = partKey[i]
            const v = values[i]
            const stored = groupValues[i]
            for (let j = 0, at = slot * keys.length; j < keys.length; j++, at++) {
              const value = plainValueOf(keys[j] + groupKey)
              v[j] = value
              stored[at] = value
            }
          }
          // The combinations' best values and holders, and the distinct best values in order.
          let bins = 0
          for (let t = 0; t < tupleCount; t++) {
            const best = scoreCombination(t)
            bins = addThreshold(best, bins)
          }
          less.fill(0, 0, (bins + 1) * TYPES)
          equal.fill(0, 0, (bins + 1) * TYPES)
          allOfType.fill(0)
          countOfType.fill(0)
          const keys = partKey[bulk]
          const { first, second } = bulkRange
          const bulkGroup = groupValues[bulk]
          const bulkOffset = slot * bulkWeights.length
          for (let j = 0; j < bulkWeights.length; j++) {
            const value = plainValueOf(keys[j] + groupKey)
            bulkValues[j] = value
            bulkGroup[bulkOffset + j] = value
            const r1 = first[j] >> 2
            const r2 = second[j] >> 2
            const a1 = (r1 === g1 ? 1 : 0) + (r2 === g1 ? 1 : 0)
            const a2 = pair || missing === 1 ? 0 : (r1 === g2 ? 1 : 0) + (r2 === g2 ? 1 : 0)
            const type = a1 * 3 + a2
            bulkType[j] = type
            const w = bulkWeights[j]
            allOfType[type] += w
            countOfType[type]++
            const lo = binOf(value, bins)
            if (lo < bins && thresholds[lo] === value) equal[lo * TYPES + type] += w
            else less[lo * TYPES + type] += w
          }
          let typeCount = 0
          for (let type = 0; type < TYPES; type++) if (countOfType[type] !== 0) presentTypes[typeCount++] = type
          // less[k * TYPES + type] becomes the weight strictly below thresholds[k], per type.
          for (let p = 0; p < typeCount; p++) {
            const type = presentTypes[p]
            let below = 0
            for (let k = 0; k < bins; k++) {
              below += less[k * TYPES + type]
              less[k * TYPES + type] = below
              below += equal[k * TYPES + type]
            }
          }
          for (let t = 0; t < tupleCount; t++) {
            const best = tupleBest[t]
            let k = 0
            while (thresholds[k] !== best) k++
            let held1 = 0
            let held2 = 0
            loadCards(t)
            for (let x = 0; x < 2 * m; x++) {
              const rank = tupleCards[x] >> 2
              if (rank === g1) held1++
              else if (rank === g2) held2++
            }
            const A1 = L1 - held1
            const A2 = L2 - held2
            // Completions a bulk combo of each type meets beside this combination.
            let lessSum = 0
            let equalSum = 0
            let allSum = 0
            let counted = 0
            for (let p = 0; p < typeCount; p++) {
              const type = presentTypes[p]
              const x1 = A1 - ((type / 3) | 0)
              const x2 = A2 - (type % 3)
              const times = missing === 1 ? x1 : pair ? (x1 * (x1 - 1)) / 2 : x1 * x2
              meets[type] = times
              if (times <= 0) continue
              lessSum += less[k * TYPES + type] * times
              equalSum += equal[k * TYPES + type] * times
              allSum += allOfType[type] * times
              counted += countOfType[type] * times
            }
            // Take off the bulk combos that share a card with the combination, each once.
            for (let x = 0; x < 2 * m; x++) {
              const card = tupleCards[x]
              for (let p = cardStart[card], end = cardStart[card + 1]; p < end; p++) {
                const j = cardCombos[p]
                const other = bulkRange.first[j] === card ? bulkRange.second[j] : bulkRange.first[j]
                if (metBefore(x, other)) continue
                const times = meets[bulkType[j]]
                if (times <= 0) continue
                const w = bulkWeights[j] * times
                allSum -= w
                counted -= times
                const value = bulkValues[j]
                if (value < best) lessSum -= w
                else if (value === best) equalSum -= w
              }
            }
            if (allSum === 0 && counted === 0) continue
            credit(t, lessSum, equalSum, allSum - lessSum - equalSum)
            showdowns += counted
          }
        }
      }
    }
  }
}

export const countByRankGroups = createRankGroupCount()
