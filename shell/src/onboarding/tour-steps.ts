// The guided tour's 3 steps (spec §2) and how each finds its target on the home page.
import { TOUR_STEPS } from '@sonic-nexus/contract';

interface TourStep {
  title: string;
  text: string;
  selector: string;
}

export const tourSteps: readonly TourStep[] = [
  {
    title: 'Discover Music',
    text: 'Search playlists by title or tag, or filter the feed by platform.',
    selector: '[data-tour="search"]',
  },
  {
    title: 'Vote on Playlists',
    text: 'Give a playlist a 🔥 fire vote (+2), a 👍 like (+1) or send it to the black hole (-1).',
    selector: '[data-testid="vote-fire"]',
  },
  {
    title: 'Follow Creators',
    text: "Open a curator's profile to follow them and hear about their new playlists.",
    selector: '[data-testid="submitter-link"]',
  },
].slice(0, TOUR_STEPS);
