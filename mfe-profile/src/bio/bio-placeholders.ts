// What shows where there is no bio (spec §2): the settings screen, one's own public profile, and
// someone else's.
export const bioPlaceholders = {
  settings: 'Add a short bio to tell others about yourself...',
  ownProfile: 'Add a bio in your account settings',
  othersProfile: "This user hasn't added a bio yet",
} as const;
