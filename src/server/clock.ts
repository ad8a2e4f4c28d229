/** Time as the services see it: injectable so that time-based rules are tested without sleeps. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
