import { STYLES as VOCABULARY } from '@wallcraft/shared';

/**
 * Word lists the demo data is drawn from. Specialties and industries are spelled like the discover
 * filters so every filter finds something.
 */
export type City = {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  neighbourhoods: string[];
  streets: string[];
};

/** Real city centres; the seed scatters items within ~15 miles of them. */
export const CITIES: City[] = [
  {
    name: 'Houston',
    state: 'TX',
    latitude: 29.7604,
    longitude: -95.3698,
    neighbourhoods: ['Montrose', 'EaDo', 'The Heights', 'Midtown', 'Third Ward', 'Washington Avenue'],
    streets: ['Westheimer Rd', 'Navigation Blvd', 'Yale St', 'Main St', 'Emancipation Ave'],
  },
  {
    name: 'Nashville',
    state: 'TN',
    latitude: 36.1627,
    longitude: -86.7816,
    neighbourhoods: ['The Gulch', 'East Nashville', '12 South', 'Germantown', 'Wedgewood-Houston'],
    streets: ['Broadway', '12th Ave S', 'Gallatin Ave', 'Charlotte Ave', 'Fatherland St'],
  },
  {
    name: 'Los Angeles',
    state: 'CA',
    latitude: 34.0522,
    longitude: -118.2437,
    neighbourhoods: ['Arts District', 'Echo Park', 'Silver Lake', 'Venice', 'Boyle Heights', 'Highland Park'],
    streets: ['Melrose Ave', 'Sunset Blvd', 'Figueroa St', 'Abbot Kinney Blvd', 'Mateo St'],
  },
  {
    name: 'New York',
    state: 'NY',
    latitude: 40.7128,
    longitude: -74.006,
    neighbourhoods: ['Bushwick', 'Lower East Side', 'Harlem', 'Williamsburg', 'Long Island City', 'SoHo'],
    streets: ['Troutman St', 'Bowery', 'Wythe Ave', 'Lenox Ave', 'Jackson Ave'],
  },
  {
    name: 'Miami',
    state: 'FL',
    latitude: 25.7617,
    longitude: -80.1918,
    neighbourhoods: ['Wynwood', 'Little Havana', 'Design District', 'Little Haiti', 'Brickell'],
    streets: ['NW 2nd Ave', 'Calle Ocho', 'NE 40th St', 'Biscayne Blvd', 'N Miami Ave'],
  },
  {
    name: 'Chicago',
    state: 'IL',
    latitude: 41.8781,
    longitude: -87.6298,
    neighbourhoods: ['Pilsen', 'Wicker Park', 'Logan Square', 'West Loop', 'Bronzeville'],
    streets: ['18th St', 'Milwaukee Ave', 'Fulton Market', 'Halsted St', 'King Dr'],
  },
  {
    name: 'Austin',
    state: 'TX',
    latitude: 30.2672,
    longitude: -97.7431,
    neighbourhoods: ['East Austin', 'South Congress', 'Holly', 'Mueller'],
    streets: ['E 6th St', 'S Congress Ave', 'E Cesar Chavez St', 'Manor Rd'],
  },
  {
    name: 'Atlanta',
    state: 'GA',
    latitude: 33.749,
    longitude: -84.388,
    neighbourhoods: ['Old Fourth Ward', 'Cabbagetown', 'Little Five Points', 'West End'],
    streets: ['Edgewood Ave', 'Krog St', 'Euclid Ave', 'Ralph David Abernathy Blvd'],
  },
  {
    name: 'Denver',
    state: 'CO',
    latitude: 39.7392,
    longitude: -104.9903,
    neighbourhoods: ['RiNo', 'Baker', 'Five Points', 'LoHi'],
    streets: ['Larimer St', 'Broadway', 'Welton St', 'Tejon St'],
  },
  {
    name: 'Philadelphia',
    state: 'PA',
    latitude: 39.9526,
    longitude: -75.1652,
    neighbourhoods: ['Fishtown', 'South Street', 'Kensington', 'Northern Liberties'],
    streets: ['Frankford Ave', 'South St', 'Girard Ave', 'Passyunk Ave'],
  },
];

export const FIRST_NAMES = [
  'Maya',
  'Diego',
  'Aisha',
  'Marcus',
  'Lena',
  'Jamal',
  'Sofia',
  'Theo',
  'Priya',
  'Andre',
  'Camila',
  'Eli',
  'Nia',
  'Rafael',
  'Hana',
  'Jordan',
  'Zoe',
  'Malik',
  'Ines',
  'Owen',
  'Leila',
  'Mateo',
  'Kira',
  'Darius',
  'Ruby',
  'Kenji',
  'Alma',
  'Tobias',
  'Yara',
  'Felix',
  'Imani',
  'Luca',
  'Nadia',
  'Isaac',
  'Paloma',
  'Gabe',
  'Tessa',
  'Omar',
  'June',
  'Rico',
];
export const LAST_NAMES = [
  'Rivera',
  'Okafor',
  'Chen',
  'Johnson',
  'Nakamura',
  'Alvarez',
  'Brooks',
  'Haddad',
  'Kowalski',
  'Mensah',
  'Reyes',
  'Patel',
  'Lindqvist',
  'Washington',
  'Moreau',
  'Santos',
  'Kim',
  'Osei',
  'Delgado',
  'Fischer',
  'Banks',
  'Costa',
  'Ibrahim',
  'Novak',
  'Castillo',
  'Greene',
  'Yamamoto',
  'Oliveira',
  'Abara',
  'Nguyen',
];

/** The one vocabulary of styles (packages/shared/src/vocabulary.ts), in its order. */
export const SPECIALTIES: string[] = [...VOCABULARY];
export const STYLES = [
  'Bold Colour',
  'Minimalist',
  'Retro',
  'Afrofuturism',
  'Botanical',
  'Geometric',
  'Hand Lettering',
  'Pop Art',
  'Photorealism',
  'Abstract',
  'Neon',
  'Folk',
];
export const OFFERS = [
  'Concept sketches',
  'Digital mockups',
  'Wall prep and priming',
  'Anti-graffiti coating',
  'Lift and scaffold handling',
  'Community workshops',
  'Night painting',
  'Time-lapse video',
];
export const ARTIST_STORIES = [
  'Started painting freight trains at sixteen and never stopped; now I paint walls people are glad to walk past.',
  'Trained as an illustrator, fell for big walls on a residency abroad, and have been chasing scale since.',
  'I grew up in this city and want its walls to look like the people who live here.',
  'Sign painter turned muralist: lettering is still the backbone of everything I make.',
  'I work with neighbourhoods first: every wall starts with a conversation on the block.',
];
export const FUN_FACTS = [
  'I have painted upside down from a boom lift more than once.',
  'Every mural hides a tiny snail somewhere.',
  'I mix every colour by eye.',
  'My first wall was my parents’ garage.',
  'I listen to the same album for the whole length of a project.',
];

export const INDUSTRIES = ['Food + Beverage', 'Fashion', 'Tech', 'Sports', 'Entertainment', 'Hospitality', 'Retail'];
export const COMPANY_WORDS = [
  'Golden',
  'Urban',
  'Bright',
  'North',
  'Lucky',
  'Blue',
  'Wild',
  'Little',
  'Copper',
  'Open',
];
export const COMPANY_NOUNS: Record<string, string[]> = {
  'Food + Beverage': ['Roasters', 'Taqueria', 'Brewing Co.', 'Kitchen', 'Soda Works'],
  Fashion: ['Threads', 'Denim', 'Supply', 'Atelier', 'Sneaker Lab'],
  Tech: ['Labs', 'Cloud', 'Robotics', 'Apps', 'Data'],
  Sports: ['Athletics', 'Running Club', 'Climbing Gym', 'FC', 'Skate Shop'],
  Entertainment: ['Records', 'Studios', 'Cinema', 'Live', 'Comics'],
  Hospitality: ['Hotel', 'Hostel', 'Rooftop Bar', 'Inn', 'Social Club'],
  Retail: ['Market', 'Goods', 'Books', 'Hardware', 'Florist'],
};

export const WALL_ADJECTIVES = [
  'Sunny',
  'Towering',
  'Historic',
  'Corner',
  'Alley',
  'Warehouse',
  'Rooftop',
  'Courtyard',
  'Parking Lot',
  'Underpass',
  'Storefront',
  'Garden',
];
export const WALL_NOUNS = [
  'Brick Wall',
  'Side Wall',
  'Facade',
  'Loading Dock',
  'Retaining Wall',
  'Gable End',
  'Water Tower',
  'Fence Line',
  'Stairwell',
];
export const WALL_TYPES = ['Exterior', 'Interior', 'Rooftop', 'Fence', 'Garage', 'Underpass'];

export const PROJECT_SUBJECTS = [
  'Flagship Store Mural',
  'Neighbourhood Welcome Wall',
  'Product Launch Wall',
  'Taproom Feature Wall',
  'Community Garden Mural',
  'Stadium Approach Mural',
  'Hotel Lobby Piece',
  'Festival Backdrop',
  'Rooftop Billboard Mural',
  'Kids Library Wall',
  'Pop-up Shop Facade',
  'Anniversary Tribute Wall',
];
export const PROJECT_PITCHES = [
  'We want a bold, colourful piece that stops people on the sidewalk and gets photographed.',
  'Looking for an artist who can bring the history of the block into a modern design.',
  'The wall faces a busy intersection; high contrast and big lettering will read best from the road.',
  'We have a rough brief and a palette; the artist leads the concept.',
  'Family-friendly imagery, bright colours, nothing that needs upkeep every season.',
];

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Absolutely transformed our building. On time and a joy to work with.',
    'Incredible detail, the neighbourhood loves it.',
    'Professional from sketch to final coat. Would hire again tomorrow.',
  ],
  4: [
    'Great result, a few days later than planned but worth it.',
    'Strong concept and clean execution.',
    'Very happy with the wall; communication could be quicker.',
  ],
  3: [
    'Good work overall, needed a couple of revisions.',
    'Solid mural, though the colours were not quite what we agreed.',
  ],
  2: ['The final piece was fine but the schedule slipped badly.'],
  1: ['Did not match the approved design.'],
};

export const MESSAGE_LINES = [
  'Hi! I loved your last wall in the Arts District. Are you free next month?',
  'Thanks for reaching out. I can send a sketch by Friday.',
  'The wall is about 40 by 18 feet, brick, facing south. Morning light is best.',
  'Sounds great. What budget range are you working with?',
  'We are thinking around $6,000 including paint. Does that work?',
  'That works. I will need a lift for the top third; can you arrange access?',
  'Yes, the lot is empty on weekends. Let me know your dates.',
];
