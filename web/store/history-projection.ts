// The history projection's hook (주문내역), for the screens that draw it: its code, and the status
// and change texts it formats with, load with them, not at boot (see projections.ts).
import { type HistoryView, viewHistory } from '../../domain/projections/history-view.ts';
import { useProjection } from './projections.ts';

export const useHistory = (): HistoryView => useProjection(viewHistory);
