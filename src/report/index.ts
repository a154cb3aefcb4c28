export { renderHtml } from './html.js';
export { renderMarkdown, type MarkdownReport } from './markdown.js';
export { killChart } from './svg.js';
export type { ChartOptions, ChartSeries, ReportDistribution, ReportItem, ReportMatchup, ReportUnavailable } from './types.js';
