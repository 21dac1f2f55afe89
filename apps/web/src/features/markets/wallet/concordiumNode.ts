/* The gRPC-web node client is large: only a deployment on a Concordium network loads it. */
export { ConcordiumNode } from '@kobza/ledger'
