export * from './MonthCalendar';
export * from './Pagination';
export * from './Carousel';
export * from './Tabs';
