import type { SeedNewsArticle } from '../seed-types.js';

/**
 * Sample articles written for the catalogue (not copies of real articles).
 * URLs follow each source's URL pattern with a slug of the title.
 */
export const seedNews: SeedNewsArticle[] = [
  {
    title: 'Cape Epic route reveal: what the Western Cape has in store this year',
    description:
      'Organisers have unveiled the stage towns for the next edition, with more singletrack around Stellenbosch and a tough new day in the Overberg.',
    content:
      'The route for the next Absa Cape Epic has been revealed, and once again the race stays entirely in the Western Cape. Riders can expect a short prologue before the field heads out into the winelands, with at least two stages built around the trail networks of Stellenbosch and the Banhoek valley.\n\nA new addition is a long day through the wheat fields and mountain passes of the Overberg near Greyton, which the route team describes as the stage most likely to shake up the general classification. The Grand Finale returns to the Paarl area.\n\nAmateur teams should plan for plenty of climbing and hot afternoons. Early-season training rides on the Simonsberg and Jonkershoek trails will give riders a good feel for the terrain.',
    url: 'https://www.bicycling.co.za/news/cape-epic-route-reveal-what-the-western-cape-has-in-store-this-year',
    source: 'Bicycling South Africa',
    category: 'racing',
    daysAgo: 2,
  },
  {
    title: "Jonkershoek trail guide: the best loops in Stellenbosch's mountain playground",
    description:
      'From the Canary climbs to the flowing descents, here is how to plan a first visit to Jonkershoek near Stellenbosch.',
    content:
      "Jonkershoek, at the top of the valley outside Stellenbosch in the Western Cape, remains one of the country's classic mountain bike venues. The reserve offers a mix of gravel road climbing and singletrack descents, with views of the Boland peaks from almost every corner.\n\nNewer riders should start with the lower loops and the valley-floor gravel road before committing to the steeper, rockier descents higher up. A permit is required and the gate times are strictly enforced, so check them before you go.\n\nAfter the ride, the coffee shops and farm stalls around Stellenbosch make it an easy day out from Cape Town.",
    url: 'https://treadmtb.co.za/jonkershoek-trail-guide-the-best-loops-in-stellenbosch-s-mountain-playground/',
    source: 'TREAD Magazine',
    category: 'trails',
    daysAgo: 5,
  },
  {
    title: 'Sani2c preview: sugar cane, singletrack and the Umkomaas valley',
    description:
      "The three-day race from Underberg to Scottburgh is back, and this year's route includes a longer stretch of forest singletrack.",
    content:
      'The Sani2c stage race starts in Underberg in the southern Drakensberg foothills and finishes on the beach at Scottburgh on the KwaZulu-Natal south coast. The organisers say the route has been refined with a longer section of forest singletrack on day two.\n\nThe signature moment remains the descent into the Umkomaas valley, where riders drop hundreds of metres on fast, flowing trail. Riders are reminded that the KwaZulu-Natal mornings can be cold in May, so arm warmers and a light jacket are essential on the start line.',
    url: 'https://www.bikehub.co.za/articles/news/sani2c-preview-sugar-cane-singletrack-and-the-umkomaas-valley/',
    source: 'Bike Hub',
    category: 'events',
    daysAgo: 9,
  },
  {
    title: 'Beginner skills: how to ride your first switchbacks',
    description:
      'Tight hairpin turns put off many new riders. A few simple techniques make them far less intimidating.',
    content:
      'Switchbacks are a common feature on trails from Tokai in Cape Town to Groenkloof in Pretoria, and they are often the first real technical challenge a new rider meets. The key is to slow down before the turn, not in it, so that the bike can roll smoothly through the apex.\n\nLook through the corner to where you want to exit, drop your outside pedal and keep your weight centred. On uphill switchbacks, stay seated for traction and pick the wide line, which is usually less steep.\n\nPractise on a quiet trail or a skills area before tackling switchbacks at speed. Most trail parks in Gauteng and the Western Cape have a green route that includes gentle hairpins for exactly this purpose.',
    url: 'https://www.bicycling.co.za/news/beginner-skills-how-to-ride-your-first-switchbacks',
    source: 'Bicycling South Africa',
    category: 'skills',
    daysAgo: 12,
  },
  {
    title: 'Karkloof trails get a winter refresh ahead of race season',
    description:
      'Volunteers and the trail team have rerouted eroded sections and built new berms on the popular routes near Howick.',
    content:
      'The Karkloof trail network in the KwaZulu-Natal Midlands has had a busy off-season. The trail team has rerouted several eroded climbs, rebuilt drainage on the blue route and added a new flowing descent through the indigenous forest.\n\nThe work was largely funded by trail permits and club memberships, and riders visiting from Durban and Pietermaritzburg are encouraged to buy a permit at the clubhouse. The network remains one of the best-signed trail systems in South Africa, with routes for every level.',
    url: 'https://treadmtb.co.za/karkloof-trails-get-a-winter-refresh-ahead-of-race-season/',
    source: 'TREAD Magazine',
    category: 'trails',
    daysAgo: 15,
  },
  {
    title: 'Tubeless setup for Karoo thorns: sealant, pressures and inserts',
    description:
      'Riding in the Karoo or the Klein Karoo? Here is how to keep your tyres rolling through thorn country.',
    content:
      'Anyone who has ridden around Oudtshoorn, Ceres or the Baviaanskloof knows that thorns are a fact of life in the dry interior. A well-maintained tubeless setup is the single best defence. Top up sealant every few months, and more often in summer when it dries out faster.\n\nTyres with reinforced casings are worth the small weight penalty on rocky Karoo tracks. Many riders also carry a plug kit and a small bottle of sealant for longer races such as the Trans Baviaans or the Munga.\n\nLower pressures improve grip but increase the risk of rim strikes. A tyre insert is a good compromise for riders who want to run softer tyres on rough terrain.',
    url: 'https://www.bikehub.co.za/articles/news/tubeless-setup-for-karoo-thorns-sealant-pressures-and-inserts/',
    source: 'Bike Hub',
    category: 'gear',
    daysAgo: 18,
  },
  {
    title: 'E-bike etiquette: sharing South African trails responsibly',
    description: 'E-mountain bikes are growing fast on local trails. A few simple habits keep everyone happy.',
    content:
      'Electric mountain bikes are now a common sight at trail parks from Tygerberg in Durbanville to Van Gaalen near Skeerpoort, and most trail operators welcome them. Riders are asked to stick to the permitted routes, respect one-way trails and yield to climbing riders.\n\nThe biggest complaint from other trail users is speed on shared sections. Approach blind corners with care, slow down around walkers and horses, and use a bell. Some parks in the Western Cape and Gauteng charge a slightly higher permit fee for e-bikes, which helps pay for extra maintenance.',
    url: 'https://www.bicycling.co.za/news/e-bike-etiquette-sharing-south-african-trails-responsibly',
    source: 'Bicycling South Africa',
    category: 'general',
    daysAgo: 21,
  },
  {
    title: 'Giba Gorge: a full day of riding between Durban and Pietermaritzburg',
    description: 'The KwaZulu-Natal bike park offers everything from beginner loops to a pump track and gravity lines.',
    content:
      "Giba Gorge Mountain Bike Park near Pinetown is one of the most popular trail centres in KwaZulu-Natal. Its graded routes suit beginners and families, while the more technical lines and jump trails keep experienced riders coming back.\n\nThe park has a restaurant, a kids' play area and a well-maintained pump track, which makes it a good choice for a family day out from Durban. Trails can get slippery after summer storms, so check the park's trail status before driving out.",
    url: 'https://treadmtb.co.za/giba-gorge-a-full-day-of-riding-between-durban-and-pietermaritzburg/',
    source: 'TREAD Magazine',
    category: 'trails',
    daysAgo: 24,
  },
  {
    title: 'Wines2Whales entries: tips for your first Elgin stage race',
    description:
      'The three-day race from Somerset West to Hermanus is a favourite first stage race. Here is how to prepare.',
    content:
      'FNB Wines2Whales takes riders from Lourensford in Somerset West over the Hottentots Holland mountains to the Elgin valley and on to the coast at Onrus near Hermanus. For many riders it is their introduction to stage racing in the Western Cape.\n\nThe route is technical in places, with a lot of singletrack and bridges around Grabouw and Elgin. Practise riding singletrack when tired, and spend a few weekends on the trails around Helderberg and Lourensford before race day.\n\nSort out your bike well ahead of time and arrive with fresh brake pads and tyres. The race village at Oak Valley has mechanics, but queues can be long after a wet stage.',
    url: 'https://www.bikehub.co.za/articles/news/wines2whales-entries-tips-for-your-first-elgin-stage-race/',
    source: 'Bike Hub',
    category: 'events',
    daysAgo: 27,
  },
  {
    title: "Pretoria's Groenkloof and Thaba trails: Gauteng riding close to the city",
    description:
      'Gauteng riders do not have to drive far for good singletrack. We look at two options on the edge of Pretoria and Johannesburg.',
    content:
      'Groenkloof Nature Reserve in Pretoria offers rocky, technical singletrack and the chance to see zebra and giraffe on a weekday ride. Further south, Thaba Eco Hotel on the edge of Johannesburg has a network of trails in the Klipriviersberg hills that suits beginners and intermediate riders.\n\nBoth venues are ideal for after-work rides in summer when the days are long. Afternoon thunderstorms are common on the Highveld, so start early and carry a rain jacket.',
    url: 'https://www.bicycling.co.za/news/pretoria-s-groenkloof-and-thaba-trails-gauteng-riding-close-to-the-city',
    source: 'Bicycling South Africa',
    category: 'trails',
    daysAgo: 30,
  },
  {
    title: 'Long-term review: a 120 mm trail bike on Western Cape terrain',
    description:
      'We spent three months riding a short-travel trail bike on the rocky trails around Cape Town and Stellenbosch.',
    content:
      "Short-travel trail bikes, often called downcountry bikes, promise cross-country efficiency with enough capability for rougher trails. We tested one on everything from Tokai's rocky descents to the long climbs of Jonkershoek and the flowing singletrack of Lourensford.\n\nOn climbs and smoother trails the bike was quick and comfortable, and it would make an excellent stage race bike for events like Wines2Whales. On the steepest, rockiest Western Cape descents we wanted a little more travel and a slacker head angle.\n\nOur verdict: a great choice for riders who race marathons and ride mostly trail park singletrack, but riders who seek out technical descents should look at something with more travel.",
    url: 'https://www.pinkbike.com/news/long-term-review-a-120-mm-trail-bike-on-western-cape-terrain.html',
    source: 'Pinkbike',
    category: 'reviews',
    daysAgo: 33,
  },
  {
    title: 'How South Africa became a stage-racing destination',
    description:
      'From the Cape Epic to Sani2c, South African stage races draw international riders every year. We asked why.',
    content:
      'Few countries have as many multi-day mountain bike races as South Africa. The Absa Cape Epic in the Western Cape is the best known, but events like Sani2c in KwaZulu-Natal, Wines2Whales in the Elgin valley and joBerg2c from Gauteng to the coast attract riders from around the world.\n\nVisiting riders point to the combination of warm weather during the northern winter, purpose-built singletrack on private farms and well-run race villages. The exchange rate also makes a South African stage race good value compared with similar events in Europe.\n\nLocal organisers say the next growth area is gravel racing, with long-distance events in the Karoo drawing a new kind of rider.',
    url: 'https://singletrackworld.com/news/how-south-africa-became-a-stage-racing-destination/',
    source: 'Singletrack World',
    category: 'racing',
    daysAgo: 36,
  },
  {
    title: 'Clarens and the Eastern Free State: high-altitude riding with big views',
    description:
      'The sandstone cliffs of the Eastern Free State make a spectacular backdrop for a mountain bike weekend.',
    content:
      'The town of Clarens in the Free State is best known for its galleries and craft beer, but the surrounding farms and the Golden Gate area offer excellent riding on jeep tracks and singletrack. At around 1 800 metres above sea level, the air is thin and the views are huge.\n\nWinter mornings in the Eastern Free State can be below freezing, so the best riding is from spring to autumn. Several guest farms around Clarens and Fouriesburg have marked routes and welcome day visitors.',
    url: 'https://www.bikehub.co.za/articles/news/clarens-and-the-eastern-free-state-high-altitude-riding-with-big-views/',
    source: 'Bike Hub',
    category: 'trails',
    daysAgo: 39,
  },
  {
    title: "Mpumalanga's forest trails: riding around Sabie and White River",
    description: "The Lowveld escarpment has some of South Africa's most scenic forestry riding.",
    content:
      "Mpumalanga's plantation forests around Sabie, Graskop and White River hide a network of singletrack, forestry roads and waterfalls. The area is hilly, green and humid in summer, which makes for grippy trails and hard climbs.\n\nRiders visiting the province should ride with a local guide or join an organised event, as some trails cross working plantations. The Sabie Experience stage race in November is a good introduction to the region's best riding.",
    url: 'https://treadmtb.co.za/mpumalanga-s-forest-trails-riding-around-sabie-and-white-river/',
    source: 'TREAD Magazine',
    category: 'trails',
    daysAgo: 42,
  },
  {
    title: 'Hydration and nutrition for hot Karoo races',
    description: 'Temperatures above 35 degrees are common in Karoo events. Getting fluids and fuel right is critical.',
    content:
      'Races like the Attakwas near Oudtshoorn, the 36ONE in the Klein Karoo and the Munga from Bloemfontein take place in extreme heat. Riders can lose more than a litre of sweat an hour, and the risk of dehydration and heat exhaustion is real.\n\nStart every ride well hydrated, drink to a plan rather than waiting for thirst, and add electrolytes to your bottles. Aim for a steady intake of carbohydrates from the start rather than waiting until you feel flat.\n\nPractise your race-day nutrition on long training rides, and use the water points on the route to top up. Shade, a wet buff and a slower pace on exposed climbs all help on the hottest days.',
    url: 'https://www.bicycling.co.za/news/hydration-and-nutrition-for-hot-karoo-races',
    source: 'Bicycling South Africa',
    category: 'skills',
    daysAgo: 45,
  },
  {
    title: 'Tested: five trail helmets for South African summers',
    description:
      'Ventilation matters when it is 35 degrees in the shade. We rode five helmets through a Gauteng and Western Cape summer.',
    content:
      'A good trail helmet should protect you, fit well and keep your head cool. We rode five mid-priced helmets with rotational-impact liners on trails in Gauteng and the Western Cape during the hottest months of the year.\n\nThe best performers had large front vents and channels that pulled air over the head on slow climbs. Helmets with deeper rear coverage felt more secure on rough descents but were noticeably warmer.\n\nAll five passed the relevant safety standards. Our advice is to try helmets on in a shop, as fit varies more between brands than any ventilation difference.',
    url: 'https://www.pinkbike.com/news/tested-five-trail-helmets-for-south-african-summers.html',
    source: 'Pinkbike',
    category: 'gear',
    daysAgo: 48,
  },
  {
    title: "Tokai trails: volunteers keep Cape Town's forest network rolling",
    description: 'A dedicated volunteer crew maintains the popular singletrack on the slopes above Tokai.',
    content:
      "The Tokai mountain bike trails on the southern slopes of Table Mountain National Park are one of Cape Town's most loved riding spots. Volunteers rebuilt the trail network after a major fire and continue to maintain it with the help of local businesses and rider donations.\n\nMost of the climbing is on gravel and jeep track, with the reward being a series of one-way singletrack descents graded blue and black. Riders need a valid Table Mountain National Park activity permit.",
    url: 'https://singletrackworld.com/news/tokai-trails-volunteers-keep-cape-town-s-forest-network-rolling/',
    source: 'Singletrack World',
    category: 'trails',
    daysAgo: 50,
  },
  {
    title: 'Bike check: what to pack for a self-supported ultra',
    description:
      'Riders heading into events like the Freedom Challenge or the Munga share how they set up their bikes.',
    content:
      'Ultra-distance events in South Africa, such as the Freedom Challenge from Pietermaritzburg and the Munga from Bloemfontein, demand a very different setup from a stage race. Riders need to carry tools, spares, clothing for freezing nights and enough water for long dry sections.\n\nFrame bags, a seat pack and a handlebar roll keep weight low and the bike manageable. Dynamo lights or large battery packs are common, as is a GPS unit with the route loaded and a paper backup.\n\nVeterans recommend testing the full setup on an overnight ride before the event, ideally in similar terrain such as the Karoo or the Eastern Cape highlands.',
    url: 'https://www.bikehub.co.za/articles/news/bike-check-what-to-pack-for-a-self-supported-ultra/',
    source: 'Bike Hub',
    category: 'gear',
    daysAgo: 53,
  },
  {
    title: 'Trans Baviaans: what it takes to ride 230 km through the night',
    description: "The Willowmore to Jeffreys Bay race is one of South Africa's great mountain bike adventures.",
    content:
      'The Trans Baviaans starts in the Karoo town of Willowmore in the Eastern Cape and follows the Baviaanskloof through a remote wilderness to finish in Jeffreys Bay. Teams of two to four riders have 24 hours to complete the 230 km route.\n\nBecause the race starts in the late morning, most teams ride for many hours in the dark, through river crossings and over long climbs known to locals as the Fangs and the Mother of All Climbs. Good lights, warm clothing and a well-drilled support crew are essential.\n\nEntries fill quickly, so riders who want to take on the challenge should be ready when entries open.',
    url: 'https://www.bicycling.co.za/news/trans-baviaans-what-it-takes-to-ride-230-km-through-the-night',
    source: 'Bicycling South Africa',
    category: 'events',
    daysAgo: 56,
  },
  {
    title: 'Gravel racing takes off in South Africa',
    description:
      "New long-distance gravel events are drawing road cyclists and mountain bikers onto the country's back roads.",
    content:
      'Gravel riding is the fastest-growing part of South African cycling. The country has thousands of kilometres of quiet district roads through the Karoo, the Overberg and the Eastern Cape, and new events are taking advantage of them.\n\nThe Gravel Burn, a seven-day race from Knysna in the Western Cape across the Great Karoo to Shamwari in the Eastern Cape, is the most ambitious yet. Popular one-day events such as the Karoo to Coast from Uniondale to Knysna also attract a growing number of riders on drop-bar bikes.',
    url: 'https://singletrackworld.com/news/gravel-racing-takes-off-in-south-africa/',
    source: 'Singletrack World',
    category: 'racing',
    daysAgo: 3,
  },
  {
    title: "Ride report: Magoebaskloof's misty forest singletrack",
    description:
      "Limpopo's high-country forests near Haenertsburg offer cool, green riding far from the usual trail hotspots.",
    content:
      'Magoebaskloof in Limpopo feels a world away from the dry Bushveld below. The forests and plantations around Haenertsburg and Tzaneen are often wrapped in mist, and the trails wind through tall trees, past dams and along the edge of the escarpment.\n\nThe area hosts the Magoeba Trek event each year, and guest farms and the village of Haenertsburg make a good base for a weekend of riding. Expect steep climbs, slippery roots after rain and superb views on clear days.',
    url: 'https://treadmtb.co.za/ride-report-magoebaskloof-s-misty-forest-singletrack/',
    source: 'TREAD Magazine',
    category: 'trails',
    daysAgo: 7,
  },
  {
    title: 'Cornering clinic: weight your outside pedal and look ahead',
    description: 'Good cornering is the fastest way to get quicker on any trail. Coaches share the basics.',
    content:
      'Whether you ride the berms of Lourensford in Somerset West or the flat, loose turns of the Gauteng Highveld, cornering technique makes a big difference to speed and safety. Coaches agree on a few fundamentals: brake before the corner, look to the exit and keep your weight low and centred.\n\nDrop your outside pedal and press your weight through it while leaning the bike more than your body. This pushes the tyres into the ground and improves grip, especially on loose Western Cape gravel.\n\nPractise on a familiar corner, making small changes each run. A skills clinic at a local trail park is a good investment for riders who want structured feedback.',
    url: 'https://www.pinkbike.com/news/cornering-clinic-weight-your-outside-pedal-and-look-ahead.html',
    source: 'Pinkbike',
    category: 'skills',
    daysAgo: 10,
  },
  {
    title: 'Budget hardtails on test: the best value bikes for new riders',
    description:
      'You do not need to spend a fortune to start mountain biking. We rode four affordable hardtails on beginner trails.',
    content:
      'For many new riders a good hardtail is the best way into the sport. We tested four entry-level hardtails with air-sprung forks, hydraulic disc brakes and wide-range drivetrains on the beginner and intermediate loops at trail parks in Gauteng and the Western Cape.\n\nAll four were far better on the trail than department-store bikes at a similar weight. The standout models had modern geometry, a dropper post or at least the option to fit one, and tubeless-ready wheels.\n\nOur advice for new riders: buy from a shop that will set the bike up properly, budget for a helmet and gloves, and plan to upgrade tyres before anything else.',
    url: 'https://www.bicycling.co.za/news/budget-hardtails-on-test-the-best-value-bikes-for-new-riders',
    source: 'Bicycling South Africa',
    category: 'reviews',
    daysAgo: 14,
  },
  {
    title: 'North West riding: Buffelspoort and the Magaliesberg',
    description:
      'Rocky climbs, fast descents and big views make the Magaliesberg a favourite escape for Gauteng riders.',
    content:
      'The Magaliesberg range in the North West is an easy drive from Pretoria and Johannesburg, and its rocky slopes offer some of the most demanding riding in the region. Buffelspoort, near Hartbeespoort and Rustenburg, is home to the long-running Magalies Monster marathon.\n\nThe terrain is loose and rocky, with short, steep climbs and technical descents. Full-suspension bikes and tough tyres are recommended, and riders should carry plenty of water on hot summer days.',
    url: 'https://www.bikehub.co.za/articles/news/north-west-riding-buffelspoort-and-the-magaliesberg/',
    source: 'Bike Hub',
    category: 'trails',
    daysAgo: 60,
  },
  {
    title: 'Hogsback and the Amathole mountains: Eastern Cape forest riding',
    description: "The indigenous forests above Hogsback are one of the Eastern Cape's hidden mountain bike gems.",
    content:
      'Hogsback, high in the Amathole mountains of the Eastern Cape, is known for its waterfalls, indigenous forests and cool climate. A network of forestry roads and trails around the village makes it a rewarding, if hilly, place to ride.\n\nTrails can be muddy after rain and mist can roll in quickly, so carry a jacket and a map or GPS. The village has plenty of accommodation and is a good stop on a road trip between the Garden Route and KwaZulu-Natal.',
    url: 'https://treadmtb.co.za/hogsback-and-the-amathole-mountains-eastern-cape-forest-riding/',
    source: 'TREAD Magazine',
    category: 'general',
    daysAgo: 0,
  },
  {
    title: 'Trail etiquette refresher: who gives way on South African singletrack?',
    description: 'As trail parks get busier, a reminder of the basics helps keep everyone safe.',
    content:
      "With more riders, runners and walkers using trail parks in Cape Town, Johannesburg and Durban, good etiquette matters more than ever. The general rule is that descending riders give way to climbing riders, and all cyclists give way to walkers and horses.\n\nAlways respect trail closures after rain, stick to one-way directions, and do not stop in the middle of a trail, especially on blind corners. Greeting other trail users and letting them know you are passing goes a long way.\n\nBuying your permit is part of good etiquette too, because permit fees pay for the trail maintenance that keeps South Africa's trail parks running.",
    url: 'https://singletrackworld.com/news/trail-etiquette-refresher-who-gives-way-on-south-african-singletrack/',
    source: 'Singletrack World',
    category: 'general',
    daysAgo: 26,
  },
];
