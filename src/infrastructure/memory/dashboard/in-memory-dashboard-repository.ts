import type { DashboardData } from '../../../domain/dashboard/dashboard-overview';
import type { DashboardRepository } from '../../../application/ports/dashboard-repository.port';
import type { DemoGateway } from '../demo/demo-gateway';
import { userFromDemo } from '../demo/demo-mappers';

/** Demo mode: Active Jobs counts the customer's loads waiting for bids, Completed the completed ones. */
export class InMemoryDashboardRepository implements DashboardRepository {
  constructor(private readonly gateway: DemoGateway) {}

  get(signal: AbortSignal): Promise<DashboardData> {
    return this.gateway.asUser(
      'dashboard',
      (state, user) => {
        const mine = state.loads.filter((load) => load.ownerId === user.id);
        return {
          activeJobs: mine.filter((load) => load.status === 'pending').length,
          completed: mine.filter((load) => load.status === 'completed').length,
          user: userFromDemo(user),
          userPhotoUrl: user.photoUrl,
        };
      },
      signal,
    );
  }
}
