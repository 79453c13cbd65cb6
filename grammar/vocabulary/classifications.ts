/**
 * Known classifications (5.2.6). An unknown one is a warning, not an error: new sets
 * add classifications, and a script may be ahead of this list.
 */
export const knownClassifications: readonly string[] = [
  "Storyborn", "Dreamborn", "Floodborn",
  "Hero", "Villain", "Ally", "Mentor", "Alien", "Broom", "Captain", "Deity", "Detective",
  "Dragon", "Fairy", "Hyena", "Inventor", "King", "Knight", "Madrigal", "Musketeer",
  "Pirate", "Prince", "Princess", "Puppy", "Queen", "Racer", "Seven Dwarfs", "Sorcerer",
  "Tigger", "Titan", "Whisper", "Gargoyle", "Robot", "Entangled", "Ghost", "Illusion",
  "Fabled", "Song",
];
