export { SheepVaccineOrder, type SheepVaccineOrderProps, ORDER_FAILED } from './SheepVaccineOrder';
export { createSheepOrderApi, type SheepOrderApi } from './api';
export { orderLines, type SummaryLine } from './summary';
