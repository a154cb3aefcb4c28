/** The matchup layer's errors are the rules layer's, shared by every ruleset (issue 27: rules/ imports no matchup/). */
export { UsageError, WorkBudgetError } from '../rules/errors.js';
