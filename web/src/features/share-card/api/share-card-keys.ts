export const shareCardKeys = {
  mine: ['cards', 'mine'] as const,
  public: (cardId: string) => ['cards', 'public', cardId] as const,
};
