import { ContainerModule } from 'inversify';
import { InMemoryBidRepository } from '../../infrastructure/memory/bids/in-memory-bid-repository';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { BidRepositoryToken, DemoGatewayToken } from '../tokens';

/** The bid repository over the demo marketplace (Bid History uses it too). */
export const bidsMemory = new ContainerModule(({ bind }) => {
  bind(BidRepositoryToken)
    .toResolvedValue(
      (gateway: DemoGateway) => new InMemoryBidRepository(gateway),
      [DemoGatewayToken],
    )
    .inSingletonScope();
});
