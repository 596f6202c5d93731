/** The spec's six sample names (§2), shown on the home page. */
export const SAMPLE_NAMES = [
  '#GrooveQuest',
  '#FlexAndFame',
  '#LOLLoopChallenge',
  '#SwiftStepShowdown',
  '#GlowUpGoals',
  '#VibeChaser',
] as const;
