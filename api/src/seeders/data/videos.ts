import type { SeedVideo } from '../seed-types.js';

export const seedVideos: SeedVideo[] = [
  {
    title: 'Full Highlights | Stage 3 | 2022 Absa Cape Epic',
    description:
      "Official race highlights from stage 3 of the 2022 Absa Cape Epic, raced from the race village near Greyton in the Overberg. Covers the elite men's and women's battles plus scenes from the amateur field on the gravel roads and singletrack of the Western Cape.",
    youtubeUrl: 'https://www.youtube.com/watch?v=SWPz-p_QADg',
    youtubeId: 'SWPz-p_QADg',
    category: 'racing',
    tags: ['cape-epic', 'stage-race', 'western-cape', 'highlights'],
    featured: true,
    orderIndex: 0,
  },
  {
    title: 'How To Corner Properly | How To Bike with Ben Cathro Ep. 8',
    description:
      "Episode eight of Pinkbike's How To Bike series, in which coach Ben Cathro brings together body position, braking, vision and line choice and applies them to flat turns, berms and off-camber corners.",
    youtubeUrl: 'https://www.youtube.com/watch?v=ZOqFywGllFw',
    youtubeId: 'ZOqFywGllFw',
    category: 'how-to',
    tags: ['skills', 'cornering', 'technique', 'pinkbike'],
    featured: true,
    orderIndex: 1,
  },
  {
    title: 'Etiquette and Basic Skills (Mountain Bikes 101)',
    description:
      "Berm Peak's beginner episode on trail and bike-park etiquette, followed by the basic riding techniques every new mountain biker should learn first. A good primer before your first visit to a South African trail park.",
    youtubeUrl: 'https://www.youtube.com/watch?v=bvvNjMN0VgI',
    youtubeId: 'bvvNjMN0VgI',
    category: 'general',
    tags: ['beginner', 'etiquette', 'skills', 'berm-peak'],
    featured: true,
    orderIndex: 2,
  },
  {
    title: 'Prologue | Live Broadcast | 2021 Absa Cape Epic',
    description:
      'The full live broadcast of the 2021 Absa Cape Epic prologue on the slopes of Table Mountain in Cape Town, the rain-soaked October edition of the race, with commentary and analysis of the pro field.',
    youtubeUrl: 'https://www.youtube.com/watch?v=SBJNEx95fzs',
    youtubeId: 'SBJNEx95fzs',
    category: 'racing',
    tags: ['cape-epic', 'prologue', 'cape-town', 'live-broadcast'],
    featured: true,
    orderIndex: 3,
  },
  {
    title: 'Stage 3 | Live Broadcast | 2021 Absa Cape Epic',
    description:
      "Full live coverage of stage 3 of the 2021 Absa Cape Epic, looping through the mountains around Tulbagh in the Western Cape, including the historic Church Street section and the fight for the leaders' jerseys.",
    youtubeUrl: 'https://www.youtube.com/watch?v=GCgR43Gyy4U',
    youtubeId: 'GCgR43Gyy4U',
    category: 'racing',
    tags: ['cape-epic', 'tulbagh', 'western-cape', 'live-broadcast'],
    featured: false,
    orderIndex: 4,
  },
  {
    title: 'How To Corner A Mountain Bike - Better Flat Turns In 1 Day',
    description:
      'Coach Kyle Warner works with a rider on loose, flat switchbacks, showing drills for bike-body separation and weighting the tyres so that they grip through flat corners.',
    youtubeUrl: 'https://www.youtube.com/watch?v=spbl1WvzlMY',
    youtubeId: 'spbl1WvzlMY',
    category: 'how-to',
    tags: ['skills', 'cornering', 'switchbacks', 'drills'],
    featured: false,
    orderIndex: 5,
  },
  {
    title: 'Mountain Bikes 101 - Questions you were too embarrassed to ask',
    description:
      'Berm Peak explains the equipment behind mountain biking: hardtails versus full-suspension bikes, suspension, tubeless sealant, dropper posts and other components. A plain-language gear primer for riders choosing their first bike.',
    youtubeUrl: 'https://www.youtube.com/watch?v=J7GXupivCrs',
    youtubeId: 'J7GXupivCrs',
    category: 'gear-reviews',
    tags: ['gear', 'beginner', 'hardtail', 'full-suspension', 'tubeless'],
    featured: false,
    orderIndex: 6,
  },
  {
    title: 'I Explored Helene-Damaged Mountain Bike Trails',
    description:
      'A ride through a trail network in the south-eastern United States after Hurricane Helene, looking at washed-out and tree-covered trails and the volunteer saw crews working to reopen them. A reminder of how much work goes into keeping trails rideable.',
    youtubeUrl: 'https://www.youtube.com/watch?v=Ce73u1_nLOM',
    youtubeId: 'Ce73u1_nLOM',
    category: 'trail-reviews',
    tags: ['trails', 'trail-conditions', 'trail-building', 'volunteers'],
    featured: false,
    orderIndex: 7,
  },
];
