// Every figure `npm run bench` prints (issue 13 "Goals" 1-7, issue 15 section 3 for 8, issue 28 section 4 for 9-11), in order: `--list` prints these without measuring.
export const FIGURES = [
  ['1', 'exact calcs/s over the fixed mix of 15 matchups, in process, one core, after warm-up', '>= 20,000 calcs/s'],
  ['2', 'M1-M4 in process (calculate() on scenario objects), each with its exact expected kills', '<= 25/54/17/17 us; kills round to 3.4666/3.8872/3.0000/0.6408'],
  ['3', 'cold `wh40k calc eightbound vs intercessors` / `node -e 0`, median of interleaved pairs (issue 30 section 3)', '<= 1.4x'],
  ['4', '`compare` every bundled unit vs every bundled unit, --jobs 1 --format json, end to end / (a cold calc + its cells in process), shown (issue 30 retired its goal: it measures Node\'s warm-up); identical cells; what 8 identical columns cost over 1, in calculations of the cell', 'identical cells computed once (about 0 more, not 7)'],
  ['5', 'scaling: time against attacks, target models, wounds per model, weapons; slowest bundled cell and README example in process', 'none over 100 ms'],
  ['6', 'peak RSS of the heaviest case (field ordnance battery: 20 models x D6+6 Blast vs 30 models), child process', '<= 150 MiB'],
  ['7', 'worst cases (40 x D6+6, Sustained Hits 1 + Devastating Wounds D6+2, vs 10 x W24; with FNP, two DW weapons, Command Re-roll): exact or refused, wall time; estimateWork vs measured; `compare` and `run` end to end against in process: the rate in all (one process start included) is shown, the goal is judged on the marginal rate (the extra matchups of a larger run over its extra CPU: what a long sweep costs a matchup)', '< 1 s each; estimate within 3x (the marginal rates are shown: issue 30 retired their goal)'],
  ['8', 'a whole turn with fight back (shoot, Overwatch where set, fight, fight back) / one `calc --charged` of the same units, in process, warm, over a fixed set of bundled turns (the README example, a lone character, many sets of survivors)', '<= 10x each'],
  ['9', "11th edition: the fixed mix's matchups as 11th-edition scenarios (the same stat lines and options), calculate11 / 10th edition's calculate, in process, warm, interleaved rounds", '<= 1.5x'],
  ['10', "11th edition: M1-M4 as 11th-edition scenarios (one allocation group: 10th edition's law), in process, each with its exact expected kills", "<= 25/54/17/17 us (10x W40kDiviner's published figures); kills round to 3.4666/3.8872/3.0000/0.6408"],
  ['11', '11th edition: 20 models W2 in three allocation groups (Sv3+, 4+, 5+: the defender tries 6 orders, RULINGS 6) / in one group, 20 attacks S5 AP-1 D2 Sustained Hits 1, in process, new weapon objects each calculation', '<= 3x'],
  ['12', 'issue 30 section 2: `--data-bsdata ../shared/bsdata calc khorne berzerkers vs intercessors` / the calc without it, the import cached, median of interleaved pairs', '<= 1.3x'],
  ['13', 'issue 30 section 1: every unit of ../shared/bsdata vs 10 common targets, `compare --format json`, end to end / `node -e 0`, median of interleaved pairs', '<= 7x'],
];
