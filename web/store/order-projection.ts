// The followed order's projection hook, for the order's page: its labels, its clock and its texts
// load with that page, not at boot (see projections.ts).
import { type OrderView, viewOrder } from '../../domain/projections/order-view.ts';
import { useProjection } from './projections.ts';

export const useOrder = (): OrderView => useProjection(viewOrder);
