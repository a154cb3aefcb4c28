export { renderHtml } from './html.js';
export { renderMarkdown, type MarkdownReport } from './markdown.js';
export { distributionChart } from './svg.js';
export type { ChartOptions, ChartSeries, Generated, ReportDistribution, ReportItem, ReportMatchup, ReportUnavailable } from './types.js';
