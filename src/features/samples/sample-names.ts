/** The six sample names docs/spec.md lists for the home page. */
export const SAMPLE_NAMES = [
  '#GrooveQuest',
  '#FlexAndFame',
  '#LOLLoopChallenge',
  '#SwiftStepShowdown',
  '#GlowUpGoals',
  '#VibeChaser',
] as const;
