export const scenariosSix: Record<string, () => void> = {};
