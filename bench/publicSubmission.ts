/** A place of the seeded plant a public submission names: its unit and its area. */
export interface Place {
  factory: string;
  area: string;
}

/**
 * The body a visitor's phone sends to `POST /v1/idea-crud` in the benches: the same person, choices and
 * description every time, at the given place and with the given title (the scale traffic and the outbox bench).
 */
export const visitorSubmission = (place: Place, ideaText: string) => ({
  ideaPresenterType: 'Visitor',
  employeeName: 'Mona Hassan Ibrahim',
  employeeCode: 'V-2026',
  employeePhone: '01012345678',
  factoryBusinessUnit: place.factory,
  areaSection: place.area,
  kaizenType: 'Quick win',
  effectOnPQCDSM: ['Quality', 'Cost'],
  estimatedAnualSavings: 12000,
  ideaText,
  ideaDesc: 'Collect the final rinse water in a tank and use it for the first rinse of the next batch.',
});
