/* The API's operator surface, loaded lazily so `kobza --help` never boots the app. */
import type { Operator } from '@kobza/api/operator'

export interface OperatorCalls {
  runMigrations: Operator['runMigrations']
  seedDemo: Operator['seedDemo']
  seedReference: Operator['catalogue']['seedReference']
  doctor: Operator['health']['doctor']
  createAdmin: Operator['accounts']['createAdmin']
  changeAuthority: Operator['accounts']['changeAuthority']
  deployContracts: Operator['markets']['deployContracts']
  ledgerStatus: Operator['markets']['ledgerStatus']
  fundLedgerAccount: Operator['markets']['fundLedgerAccount']
}

export async function operator(): Promise<OperatorCalls> {
  const { loadOperator } = await import('@kobza/api/operator')
  const op = await loadOperator()
  return {
    runMigrations: op.runMigrations,
    seedDemo: op.seedDemo,
    seedReference: op.catalogue.seedReference,
    doctor: op.health.doctor,
    createAdmin: op.accounts.createAdmin,
    changeAuthority: op.accounts.changeAuthority,
    deployContracts: op.markets.deployContracts,
    ledgerStatus: op.markets.ledgerStatus,
    fundLedgerAccount: op.markets.fundLedgerAccount,
  }
}

export async function closeOperator() {
  const { shutdownApi } = await import('@kobza/api/operator')
  await shutdownApi()
}
