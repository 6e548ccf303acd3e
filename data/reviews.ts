import type { ProductReviews } from './types';

/**
 * Reviews per product id: how many shoppers gave 5 to 1 stars (they add up to the product's review count and
 * average to its rating), and the reviews the product page shows. Sample content: the store replaces it with
 * its own customers' reviews.
 */
export const productReviews: Record<number, ProductReviews> = {
  1: {
    stars: [1096, 83, 33, 15, 20],
    reviews: [
      {
        id: 101,
        name: 'Margaret T.',
        location: 'Queens, NY',
        rating: 5,
        date: '2026-09-14',
        title: 'They handled the Medicare paperwork for me',
        content:
          'My sleep doctor sent the order and the store did the rest. They billed Medicare directly and showed me how to set the humidifier. I sleep through the night now.',
        verified: true,
      },
      {
        id: 102,
        name: 'Darnell W.',
        location: 'Hempstead, NY',
        rating: 5,
        date: '2026-07-02',
        title: 'Quiet enough that my wife does not notice it',
        content:
          'Much quieter than my old machine. The ramp setting helps me fall asleep, and the data goes to my doctor without me doing anything.',
        verified: true,
      },
      {
        id: 103,
        name: 'Helen P.',
        location: 'Yonkers, NY',
        rating: 4,
        date: '2026-03-21',
        title: 'Works well, the tub takes practice',
        content:
          'Pressure feels natural and the screen is easy to read. Filling the water tub without spilling took me a few nights to get right.',
        verified: true,
      },
    ],
  },
  2: {
    stars: [647, 107, 43, 20, 25],
    reviews: [
      {
        id: 201,
        name: 'Frank D.',
        location: 'Newark, NJ',
        rating: 5,
        date: '2026-08-19',
        title: 'No more air leaking into my eyes',
        content:
          'I breathe through my mouth, so nasal masks never worked. The F20 seals well even when I sleep on my side.',
        verified: true,
      },
      {
        id: 202,
        name: 'Gloria S.',
        location: 'Bronx, NY',
        rating: 4,
        date: '2026-05-30',
        title: 'Comfortable once I found the right size',
        content:
          'The first size was too big. Support sent the sizing guide and the exchange arrived in three days.',
        verified: true,
      },
      {
        id: 203,
        name: 'Walter H.',
        location: 'Stamford, CT',
        rating: 3,
        date: '2026-02-11',
        title: 'Good seal, marks on my nose bridge',
        content:
          'It does not leak, but it leaves a red mark in the morning. Loosening the headgear a little helped.',
        verified: true,
      },
    ],
  },
  3: {
    stars: [279, 62, 25, 11, 14],
    reviews: [
      {
        id: 301,
        name: 'Patricia L.',
        location: 'Brooklyn, NY',
        rating: 5,
        date: '2026-10-03',
        title: 'My dry mouth is gone',
        content:
          'I added this to my AirSense after waking up with a dry throat every morning. It clicked right in and the difference was immediate.',
        verified: true,
      },
      {
        id: 302,
        name: 'George M.',
        location: 'Jersey City, NJ',
        rating: 4,
        date: '2026-06-12',
        title: 'Easy to clean',
        content:
          'The chamber opens wide so I can wash it by hand. I use distilled water as they recommended and see no build-up.',
        verified: true,
      },
      {
        id: 303,
        name: 'Ruth A.',
        location: 'Mineola, NY',
        rating: 4,
        date: '2026-01-27',
        title: 'Some condensation in the hose',
        content:
          'Works as described. In a cold bedroom I get a little water in the tubing; lowering the heat setting fixed most of it.',
        verified: true,
      },
    ],
  },
  4: {
    stars: [262, 31, 12, 6, 7],
    reviews: [
      {
        id: 401,
        name: 'Kenneth R.',
        location: 'Long Island City, NY',
        rating: 5,
        date: '2026-09-01',
        title: 'Finally tolerating therapy',
        content:
          'CPAP pressure felt like breathing against a wall. With two pressures I can exhale comfortably, and my pulmonologist is happy with the reports.',
        verified: true,
      },
      {
        id: 402,
        name: 'Dolores F.',
        location: 'Paterson, NJ',
        rating: 5,
        date: '2026-04-18',
        title: 'Staff explained the rental months clearly',
        content:
          'They told me up front that Medicare rents it for 13 months and what my share would be each month. No surprises on the bill.',
        verified: true,
      },
      {
        id: 403,
        name: 'Anthony C.',
        location: 'Staten Island, NY',
        rating: 4,
        date: '2025-12-09',
        title: 'Great machine, heavy paperwork',
        content:
          'The machine is excellent. Getting the sleep study results to Medicare took a few weeks, but the store kept me updated by phone.',
        verified: true,
      },
    ],
  },
  5: {
    stars: [538, 64, 26, 12, 14],
    reviews: [
      {
        id: 501,
        name: 'Evelyn B.',
        location: 'Jamaica, NY',
        rating: 5,
        date: '2026-10-20',
        title: 'Delivered and set up the same week',
        content:
          'My mother came home from the hospital on oxygen. They delivered the concentrator, set the flow her doctor ordered and showed us the alarms.',
        verified: true,
      },
      {
        id: 502,
        name: 'Joseph N.',
        location: 'Elizabeth, NJ',
        rating: 4,
        date: '2026-06-05',
        title: 'Reliable, a bit of hum at night',
        content:
          'It has run every night for months without a problem. There is a steady hum, so I keep it in the hallway with longer tubing.',
        verified: true,
      },
      {
        id: 503,
        name: 'Carmen V.',
        location: 'Bronx, NY',
        rating: 5,
        date: '2026-02-14',
        title: 'Light enough to roll between rooms',
        content:
          'The wheels make it easy to move from the bedroom to the living room. The flow knob is big enough for my arthritic hands.',
        verified: true,
      },
    ],
  },
  6: {
    stars: [394, 65, 26, 12, 15],
    reviews: [
      {
        id: 601,
        name: 'Richard O.',
        location: 'White Plains, NY',
        rating: 5,
        date: '2026-08-08',
        title: 'I can visit my grandchildren again',
        content:
          'No more tanks in the car. The battery lasts the whole drive to my daughter’s house and back on setting 2.',
        verified: true,
      },
      {
        id: 602,
        name: 'Linda K.',
        location: 'Hoboken, NJ',
        rating: 4,
        date: '2026-05-11',
        title: 'Approved for my flight',
        content:
          'The airline accepted it without questions. I bought the extra battery for longer trips, which I would recommend.',
        verified: true,
      },
      {
        id: 603,
        name: 'Samuel J.',
        location: 'Flushing, NY',
        rating: 3,
        date: '2026-01-15',
        title: 'Pulse flow only',
        content:
          'Works well during the day, but it only gives pulse doses, so I still use my home unit at night. Ask your doctor before buying.',
        verified: true,
      },
    ],
  },
  7: {
    stars: [523, 116, 46, 21, 27],
    reviews: [
      {
        id: 701,
        name: 'Barbara G.',
        location: 'Valley Stream, NY',
        rating: 5,
        date: '2026-09-27',
        title: 'Treatments take about eight minutes',
        content:
          'My grandson uses it for his asthma medication. It is quick, and the mask kit fits his face better than the one from the clinic.',
        verified: true,
      },
      {
        id: 702,
        name: 'Thomas E.',
        location: 'Astoria, NY',
        rating: 4,
        date: '2026-04-02',
        title: 'Louder than expected, works well',
        content:
          'The compressor is noisy, but it turns the medication into a fine mist and I feel the difference with my COPD.',
        verified: true,
      },
      {
        id: 703,
        name: 'Maria Q.',
        location: 'Union City, NJ',
        rating: 5,
        date: '2025-11-30',
        title: 'Medicare covered it with my prescription',
        content:
          'I sent the prescription, they checked my coverage and I only paid my share. Everything I needed was in the box.',
        verified: true,
      },
    ],
  },
  8: {
    stars: [1384, 397, 159, 72, 93],
    reviews: [
      {
        id: 801,
        name: 'Charles Y.',
        location: 'Forest Hills, NY',
        rating: 5,
        date: '2026-10-11',
        title: 'Matches the reading at my doctor’s office',
        content:
          'I compared it against the clinic’s oximeter and it was within one point. Good value for checking my oxygen at home.',
        verified: true,
      },
      {
        id: 802,
        name: 'Shirley M.',
        location: 'Scarsdale, NY',
        rating: 4,
        date: '2026-06-23',
        title: 'Big digits, easy to read',
        content:
          'The display is bright and readable without my glasses. It takes a few seconds to settle, so I wait before writing the number down.',
        verified: true,
      },
      {
        id: 803,
        name: 'Victor A.',
        location: 'Bayonne, NJ',
        rating: 3,
        date: '2026-03-08',
        title: 'Struggles with cold fingers',
        content:
          'When my hands are cold it takes a long time to read. Warming my hand first helps. Fine for the price.',
        verified: true,
      },
    ],
  },
  9: {
    stars: [334, 73, 29, 13, 18],
    reviews: [
      {
        id: 901,
        name: 'Dorothy W.',
        location: 'Jamaica, NY',
        rating: 5,
        date: '2026-08-29',
        title: 'Sturdy chair for everyday use',
        content:
          'My husband uses it every day. The armrests flip back so he can slide onto the bed, and it folds into our car trunk.',
        verified: true,
      },
      {
        id: 902,
        name: 'Raymond T.',
        location: 'Garden City, NY',
        rating: 4,
        date: '2026-05-17',
        title: 'Heavy to lift, rolls well',
        content:
          'At over 40 pounds it is a workout to lift into the car, but it rolls smoothly on sidewalks and the brakes hold firmly.',
        verified: true,
      },
      {
        id: 903,
        name: 'Angela F.',
        location: 'Newark, NJ',
        rating: 5,
        date: '2026-02-03',
        title: 'Medicare covered most of it',
        content:
          'The doctor’s visit notes were all they needed. The store billed Medicare and delivered the chair assembled.',
        verified: true,
      },
    ],
  },
  10: {
    stars: [222, 37, 15, 7, 8],
    reviews: [
      {
        id: 1001,
        name: 'Irene C.',
        location: 'Rego Park, NY',
        rating: 5,
        date: '2026-09-09',
        title: 'I can lift it myself',
        content:
          'I take my mother to appointments alone, and this one I can lift into the trunk without help. The seat is comfortable for long waits.',
        verified: true,
      },
      {
        id: 1002,
        name: 'Harold B.',
        location: 'New Rochelle, NY',
        rating: 4,
        date: '2026-04-25',
        title: 'Light and well made',
        content:
          'Noticeably lighter than our old chair. The footrests were a little stiff to swing away at first.',
        verified: true,
      },
      {
        id: 1003,
        name: 'Yvonne P.',
        location: 'Montclair, NJ',
        rating: 5,
        date: '2025-12-19',
        title: 'Helpful with the paperwork',
        content:
          'They explained which chair Medicare would cover for my condition and what my doctor had to write. Arrived in four days.',
        verified: true,
      },
    ],
  },
  11: {
    stars: [1261, 149, 60, 27, 35],
    reviews: [
      {
        id: 1101,
        name: 'Betty R.',
        location: 'Howard Beach, NY',
        rating: 5,
        date: '2026-10-06',
        title: 'Made me feel steady again after my hip surgery',
        content:
          'The front wheels let me push it instead of lifting it each step. It folds flat behind my sofa.',
        verified: true,
      },
      {
        id: 1102,
        name: 'Edward S.',
        location: 'Yonkers, NY',
        rating: 5,
        date: '2026-07-14',
        title: 'Easy height adjustment',
        content: 'I am six foot two and it adjusted high enough for me. The push buttons are simple to use.',
        verified: true,
      },
      {
        id: 1103,
        name: 'Rosa M.',
        location: 'Elizabeth, NJ',
        rating: 4,
        date: '2026-03-02',
        title: 'Add the glide caps',
        content:
          'The back legs scraped on my kitchen tiles until I added the glide caps. Now it moves smoothly.',
        verified: true,
      },
    ],
  },
  12: {
    stars: [751, 125, 50, 23, 29],
    reviews: [
      {
        id: 1201,
        name: 'Florence J.',
        location: 'Bayside, NY',
        rating: 5,
        date: '2026-09-22',
        title: 'The seat is a lifesaver at the grocery store',
        content:
          'When I get tired I lock the brakes and sit down. The basket holds my purse and a few groceries.',
        verified: true,
      },
      {
        id: 1202,
        name: 'Arthur L.',
        location: 'Teaneck, NJ',
        rating: 4,
        date: '2026-06-01',
        title: 'Good brakes, takes space in the car',
        content:
          'The loop brakes are easy to squeeze. Folded, it still takes most of my trunk, so measure your car first.',
        verified: true,
      },
      {
        id: 1203,
        name: 'Gladys H.',
        location: 'Jamaica, NY',
        rating: 4,
        date: '2026-01-09',
        title: 'Comfortable handles',
        content:
          'The padded handles are kind to my arthritis. Assembly took ten minutes with the instructions included.',
        verified: true,
      },
    ],
  },
  13: {
    stars: [410, 117, 47, 21, 28],
    reviews: [
      {
        id: 1301,
        name: 'Michael D.',
        location: 'Mount Vernon, NY',
        rating: 5,
        date: '2026-08-12',
        title: 'Stable knee on the stairs',
        content:
          'My orthopedist prescribed a hinged brace after a ligament sprain. The hinges keep the knee from buckling on the stairs.',
        verified: true,
      },
      {
        id: 1302,
        name: 'Janet V.',
        location: 'Fort Lee, NJ',
        rating: 4,
        date: '2026-05-06',
        title: 'Straps could be longer',
        content:
          'It supports the knee well. I had to order the replacement strap set because the top strap was tight on my thigh.',
        verified: true,
      },
      {
        id: 1303,
        name: 'Louis G.',
        location: 'Elmhurst, NY',
        rating: 4,
        date: '2026-02-18',
        title: 'Medicare paid with my prescription',
        content:
          'They needed my doctor’s order and fitting notes. After that Medicare covered it and I paid the 20%.',
        verified: true,
      },
    ],
  },
  14: {
    stars: [146, 32, 13, 6, 7],
    reviews: [
      {
        id: 1401,
        name: 'Diane K.',
        location: 'Hicksville, NY',
        rating: 5,
        date: '2026-09-16',
        title: 'Real support, not just an elastic belt',
        content:
          'The rigid panel keeps my lower back still when I lift groceries. My physical therapist approved the fit.',
        verified: true,
      },
      {
        id: 1402,
        name: 'Peter Z.',
        location: 'Clifton, NJ',
        rating: 4,
        date: '2026-05-24',
        title: 'Warm in summer',
        content: 'It works, but it gets warm in the heat. The cotton liner makes it much more comfortable.',
        verified: true,
      },
      {
        id: 1403,
        name: 'Sandra O.',
        location: 'Brooklyn, NY',
        rating: 5,
        date: '2025-12-30',
        title: 'Fitted in the store',
        content: 'I went to the Jamaica store and they fitted it for me and took care of the Medicare claim.',
        verified: true,
      },
    ],
  },
  15: {
    stars: [129, 15, 6, 3, 3],
    reviews: [
      {
        id: 1501,
        name: 'William A.',
        location: 'Jamaica, NY',
        rating: 5,
        date: '2026-10-14',
        title: 'Delivered and assembled in the bedroom',
        content:
          'Two technicians brought it up to the second floor, assembled it and showed us how to raise the head and feet.',
        verified: true,
      },
      {
        id: 1502,
        name: 'Marie E.',
        location: 'Levittown, NY',
        rating: 5,
        date: '2026-06-28',
        title: 'Caring for my father is easier',
        content:
          'Raising the head helps him breathe and eat. The half rails give him something to hold when he sits up.',
        verified: true,
      },
      {
        id: 1503,
        name: 'Robert I.',
        location: 'Passaic, NJ',
        rating: 4,
        date: '2026-02-25',
        title: 'Height crank is slow',
        content:
          'The head and foot motors work well. Changing the bed height by hand crank takes many turns.',
        verified: true,
      },
    ],
  },
  16: {
    stars: [913, 152, 61, 28, 35],
    reviews: [
      {
        id: 1601,
        name: 'Agnes T.',
        location: 'Ozone Park, NY',
        rating: 5,
        date: '2026-09-03',
        title: 'I shower without fear of falling',
        content: 'The armrests help me sit down and stand up. The rubber feet do not slide in my tub.',
        verified: true,
      },
      {
        id: 1602,
        name: 'Henry U.',
        location: 'Kearny, NJ',
        rating: 4,
        date: '2026-05-19',
        title: 'Tool-free setup',
        content: 'Put together in minutes without tools. The back is a bit narrow for me, but it is solid.',
        verified: true,
      },
      {
        id: 1603,
        name: 'Lorraine W.',
        location: 'Kew Gardens, NY',
        rating: 5,
        date: '2026-01-21',
        title: 'Good value',
        content:
          'Not covered by insurance, but the price was fair and it shipped the next day. The drain holes keep the seat dry.',
        verified: true,
      },
    ],
  },
};
