export const scenariosSevenOn: Record<string, () => void> = {};
