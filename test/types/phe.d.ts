// Types for the parts of the `phe` evaluator (a test-only oracle) that the tests use.
declare module 'phe' {
  /** Rank of 5 to 7 cards given as strings like "As"; lower is better (1 = royal flush). */
  export function evaluateCards(cards: string[]): number
  /** Rank of 5 to 7 phe card codes; lower is better. */
  export function evaluateCardCodes(codes: number[]): number
  /** phe's code of a card: rank char ("2".."A") and suit char ("s", "h", "d", "c"). */
  export function cardCode(rank: string, suit: string): number
  export function cardCodes(cards: string[]): number[]
  /** Category of a rank: 0 straight flush .. 8 high card. */
  export function handRank(rank: number): number
  const phe: {
    evaluateCards: typeof evaluateCards
    evaluateCardCodes: typeof evaluateCardCodes
    cardCode: typeof cardCode
    cardCodes: typeof cardCodes
    handRank: typeof handRank
  }
  export default phe
}
