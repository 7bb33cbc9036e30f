// Which WALLET mode a floor may start in, for every mode against each kind of money it can hold alone (the table in
// docs/seamless-wallet.md#changing-wallet-on-a-floor), and an empty floor in every mode.

import t from 'tap'
import { WALLET_MODES, type WalletMode } from '../../src/core/accounts.ts'
import { type MoneyByMode, walletModeRefusal } from '../../src/core/wallet.ts'

const NOTHING: MoneyByMode = { openDebited: 0, openOwn: 0, seatsHolding: 0, owed: 0, granted: 0, deposited: 0 }

/** Each kind of money alone, and the modes that refuse it. */
const REFUSED_BY: Record<keyof MoneyByMode, WalletMode[]> = {
  openDebited: ['play', 'accounts'],
  owed: ['play', 'accounts'],
  openOwn: ['seamless'],
  seatsHolding: ['seamless'],
  granted: ['accounts', 'seamless'],
  deposited: ['play'],
}

for (const mode of WALLET_MODES)
  t.equal(walletModeRefusal(mode, NOTHING), undefined, `an empty floor starts in ${mode}`)

for (const [kind, refusing] of Object.entries(REFUSED_BY) as Array<[keyof MoneyByMode, WalletMode[]]>) {
  for (const mode of WALLET_MODES) {
    const refusal = walletModeRefusal(mode, { ...NOTHING, [kind]: 2 })
    if (refusing.includes(mode)) {
      t.match(refusal, new RegExp(`^WALLET=${mode}, but .*2`), `${kind} refuses ${mode}, naming what it found`)
    } else {
      t.equal(refusal, undefined, `${kind} alone does not refuse ${mode}`)
    }
  }
}
