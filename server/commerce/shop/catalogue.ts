// The demo shop catalogue: products a New Zealand mixed-practice clinic sells over the
// counter (pet food and prescription diets, parasite control, dental, grooming, farm and
// horse health). Prices in NZD cents, GST-inclusive. Images are demo/assets/products/<slug>.svg.
// Specials (rank) are what GET /api/v1/shop/special lists, best first.

export interface CatalogueProduct {
  slug: string;
  sku: string;
  name: string;
  brand: string;
  description: string;
  categories: string[];
  petTypes: string[];
  priceCents: number;
  discountedPriceCents?: number;
  shippingCostCents: number;
  specialRank?: number;
}

// Shipping costs by parcel size (docs/commerce.md, "Shipping").
const SMALL = 595; // satchel: tablets, collars, tubes
const MEDIUM = 895; // box: shampoo, small food bags, toys
const LARGE = 1495; // heavy: food bags over 5 kg, diffusers with refills
const FREIGHT = 1995; // farm drums and bulk bags

const p = (
  slug: string,
  sku: string,
  name: string,
  brand: string,
  categories: string[],
  petTypes: string[],
  priceCents: number,
  shippingCostCents: number,
  description: string,
  extra: { discountedPriceCents?: number; specialRank?: number } = {},
): CatalogueProduct => ({ slug, sku, name, brand, categories, petTypes, priceCents, shippingCostCents, description, ...extra });

export const TUI_CATALOGUE: CatalogueProduct[] = [
  // ---- Flea and tick -----------------------------------------------------------------
  p('bravecto-chew-dog-10-20kg', 'TV-BRV-1020', 'Bravecto Chew for Dogs 10-20 kg (3 months)', 'Bravecto', ['Flea & Tick'], ['Dog'], 3999, SMALL,
    'One tasty chew protects a medium dog from fleas and ticks for 12 weeks.', { discountedPriceCents: 3499, specialRank: 1 }),
  p('bravecto-chew-dog-20-40kg', 'TV-BRV-2040', 'Bravecto Chew for Dogs 20-40 kg (3 months)', 'Bravecto', ['Flea & Tick'], ['Dog'], 4499, SMALL,
    'One chew every 12 weeks for large dogs: fleas and paralysis ticks covered.'),
  p('bravecto-plus-cat-2-8-6-25kg', 'TV-BRV-CAT', 'Bravecto Plus Spot-on for Cats 2.8-6.25 kg', 'Bravecto', ['Flea & Tick', 'Worming'], ['Cat'], 4299, SMALL,
    'Two months of flea, tick, heartworm, roundworm and hookworm cover in one spot-on.'),
  p('nexgard-spectra-dog-7-6-15kg-3pk', 'TV-NXS-0715', 'NexGard Spectra for Dogs 7.6-15 kg, 3 pack', 'NexGard', ['Flea & Tick', 'Worming'], ['Dog'], 8999, SMALL,
    'Monthly chewable for fleas, ticks, heartworm, roundworm, hookworm and whipworm.', { discountedPriceCents: 7999, specialRank: 2 }),
  p('nexgard-dog-4-10kg-6pk', 'TV-NXG-0410', 'NexGard for Dogs 4-10 kg, 6 pack', 'NexGard', ['Flea & Tick'], ['Dog'], 10499, SMALL,
    'Six monthly beef-flavoured chews against fleas and ticks.'),
  p('revolution-plus-cat-2-5-5kg-3pk', 'TV-RVP-0205', 'Revolution Plus for Cats 2.5-5 kg, 3 pack', 'Revolution', ['Flea & Tick', 'Worming'], ['Cat'], 7499, SMALL,
    'Monthly spot-on covering fleas, ticks, ear mites, heartworm and intestinal worms.'),
  p('seresto-collar-large-dog', 'TV-SER-LGE', 'Seresto Flea and Tick Collar, Large Dogs over 8 kg', 'Seresto', ['Flea & Tick'], ['Dog'], 8999, SMALL,
    'Odourless, water-resistant collar giving up to 8 months of flea and tick protection.', { discountedPriceCents: 7649, specialRank: 3 }),
  p('seresto-collar-cat', 'TV-SER-CAT', 'Seresto Flea and Tick Collar, Cats', 'Seresto', ['Flea & Tick'], ['Cat'], 7999, SMALL,
    'Quick-release collar for cats: 8 months of flea and tick control.'),
  p('advantage-rabbit-small-4pk', 'TV-ADV-RAB', 'Advantage for Rabbits and Small Pets, 4 pack', 'Advantage', ['Flea & Tick'], ['Rabbit'], 3499, SMALL,
    'Gentle monthly flea spot-on for rabbits, ferrets and guinea pigs.'),
  // ---- Worming -----------------------------------------------------------------------
  p('drontal-allwormer-dog-10kg-2pk', 'TV-DRN-D10', 'Drontal Allwormer for Dogs 10 kg, 2 tablets', 'Drontal', ['Worming'], ['Dog'], 2299, SMALL,
    'Bone-shaped tablets for roundworm, hookworm, whipworm and tapeworm, including hydatids.'),
  p('drontal-allwormer-cat-4kg-4pk', 'TV-DRN-C04', 'Drontal Allwormer for Cats 4 kg, 4 tablets', 'Drontal', ['Worming'], ['Cat'], 2799, SMALL,
    'Small film-coated tablets covering every common intestinal worm in cats.'),
  p('milbemax-dog-5-25kg-2pk', 'TV-MLB-D25', 'Milbemax Allwormer for Dogs 5-25 kg, 2 tablets', 'Milbemax', ['Worming'], ['Dog'], 2499, SMALL,
    'Chewable allwormer with heartworm prevention when given monthly.'),
  p('milbemax-cat-2-8kg-2pk', 'TV-MLB-C08', 'Milbemax Allwormer for Cats 2-8 kg, 2 tablets', 'Milbemax', ['Worming'], ['Cat'], 1999, SMALL,
    'Small, easy-to-give tablets for roundworm, hookworm and tapeworm.', { discountedPriceCents: 1699 }),
  p('equimax-paste-horse', 'TV-EQX-PST', 'Equimax Elevation Paste Wormer for Horses', 'Equimax', ['Worming', 'Horse'], ['Horse'], 3299, SMALL,
    'Broad-spectrum paste including tapeworm; one syringe treats up to 700 kg.'),
  // ---- Food --------------------------------------------------------------------------
  p('ziwi-peak-air-dried-beef-dog-1kg', 'TV-ZWP-BF1', 'ZIWI Peak Air-Dried Beef for Dogs 1 kg', 'ZIWI', ['Food'], ['Dog'], 7999, MEDIUM,
    'New Zealand grass-fed beef, air-dried with organs and green-lipped mussel.'),
  p('ziwi-peak-air-dried-lamb-cat-400g', 'TV-ZWP-LC4', 'ZIWI Peak Air-Dried Lamb for Cats 400 g', 'ZIWI', ['Food'], ['Cat'], 3999, MEDIUM,
    'Free-range NZ lamb recipe, high in protein, no grains.'),
  p('k9-natural-lamb-feast-freeze-dried-500g', 'TV-K9N-LF5', 'K9 Natural Lamb Feast, Freeze-Dried 500 g', 'K9 Natural', ['Food'], ['Dog'], 6499, MEDIUM,
    'Raw, freeze-dried NZ lamb with hoki and green-lipped mussel: add water and serve.', { discountedPriceCents: 5849 }),
  p('black-hawk-adult-dog-lamb-rice-10kg', 'TV-BHK-LR10', 'Black Hawk Adult Dog Lamb and Rice 10 kg', 'Black Hawk', ['Food'], ['Dog'], 10999, LARGE,
    'Everyday dry food with lamb as the first ingredient and added omega oils.'),
  p('black-hawk-kitten-chicken-3kg', 'TV-BHK-KC3', 'Black Hawk Kitten Chicken 3 kg', 'Black Hawk', ['Food'], ['Cat'], 4999, MEDIUM,
    'Small kibble for growing kittens with DHA for brain and eye development.'),
  p('hills-science-diet-adult-dog-large-breed-12kg', 'TV-HSD-LB12', "Hill's Science Diet Adult Large Breed 12 kg", "Hill's", ['Food'], ['Dog'], 13999, LARGE,
    'Balanced nutrition for large-breed adults with glucosamine for joints.', { discountedPriceCents: 12599, specialRank: 4 }),
  p('royal-canin-indoor-cat-4kg', 'TV-RC-IND4', 'Royal Canin Indoor Adult Cat 4 kg', 'Royal Canin', ['Food'], ['Cat'], 8299, MEDIUM,
    'Lower-calorie recipe that helps indoor cats keep a healthy weight and reduces litter odour.'),
  p('royal-canin-puppy-medium-4kg', 'TV-RC-PUP4', 'Royal Canin Medium Puppy 4 kg', 'Royal Canin', ['Food'], ['Dog'], 7499, MEDIUM,
    'For puppies that will be 11-25 kg as adults, up to 12 months old.'),
  p('oxbow-essentials-adult-rabbit-2-25kg', 'TV-OXB-AR2', 'Oxbow Essentials Adult Rabbit Food 2.25 kg', 'Oxbow', ['Food'], ['Rabbit'], 4299, MEDIUM,
    'Timothy-hay based pellets with the fibre rabbits need for healthy teeth and gut.'),
  // ---- Prescription diets ------------------------------------------------------------
  p('hills-prescription-diet-kd-cat-1-8kg', 'TV-HPD-KDC', "Hill's Prescription Diet k/d Kidney Care Cat 1.8 kg", "Hill's", ['Prescription Diets', 'Food'], ['Cat'], 5699, MEDIUM,
    'Clinically proven nutrition for cats with kidney disease. Use under veterinary advice.'),
  p('hills-prescription-diet-id-dog-3-85kg', 'TV-HPD-IDD', "Hill's Prescription Diet i/d Digestive Care Dog 3.85 kg", "Hill's", ['Prescription Diets', 'Food'], ['Dog'], 6999, MEDIUM,
    'Highly digestible food for dogs with tummy upsets. Use under veterinary advice.'),
  p('hills-prescription-diet-cd-cat-3-85kg', 'TV-HPD-CDC', "Hill's Prescription Diet c/d Urinary Care Cat 3.85 kg", "Hill's", ['Prescription Diets', 'Food'], ['Cat'], 9499, MEDIUM,
    'Dissolves struvite stones and lowers the risk of their return. Use under veterinary advice.'),
  p('royal-canin-urinary-so-cat-3-5kg', 'TV-RC-USO', 'Royal Canin Urinary S/O Cat 3.5 kg', 'Royal Canin', ['Prescription Diets', 'Food'], ['Cat'], 8999, MEDIUM,
    'Supports the urinary tract of adult cats. Use under veterinary advice.'),
  p('royal-canin-gastrointestinal-dog-2kg', 'TV-RC-GID', 'Royal Canin Gastrointestinal Dog 2 kg', 'Royal Canin', ['Prescription Diets', 'Food'], ['Dog'], 4799, MEDIUM,
    'Easy to digest, with prebiotics, for dogs with digestive upsets. Use under veterinary advice.'),
  // ---- Dental ------------------------------------------------------------------------
  p('greenies-dental-treats-regular-340g', 'TV-GRN-R34', 'Greenies Dental Treats, Regular 340 g', 'Greenies', ['Dental Care'], ['Dog'], 2799, SMALL,
    'One a day cleans teeth down to the gumline and freshens breath. For dogs 11-22 kg.'),
  p('oravet-dental-chews-medium-14pk', 'TV-ORV-M14', 'OraVet Dental Hygiene Chews, Medium 14 pack', 'OraVet', ['Dental Care'], ['Dog'], 3999, SMALL,
    'Daily chews that form a barrier against plaque-forming bacteria.'),
  p('virbac-cet-toothpaste-poultry-70g', 'TV-CET-TP7', 'Virbac C.E.T. Enzymatic Toothpaste, Poultry 70 g', 'Virbac', ['Dental Care'], ['Dog', 'Cat'], 2199, SMALL,
    'Enzymatic toothpaste pets like the taste of; no foaming, safe to swallow.'),
  // ---- Grooming and ears -------------------------------------------------------------
  p('aloveen-oatmeal-shampoo-500ml', 'TV-ALV-S50', 'Aloveen Oatmeal Shampoo 500 mL', 'Aloveen', ['Grooming'], ['Dog', 'Cat'], 2699, MEDIUM,
    'Soap-free oatmeal and aloe vera shampoo for itchy, dry or sensitive skin.'),
  p('epi-otic-ear-cleaner-125ml', 'TV-EPI-125', 'Epi-Otic Advanced Ear Cleaner 125 mL', 'Virbac', ['Grooming'], ['Dog', 'Cat'], 2499, SMALL,
    'Gentle, non-irritating ear cleaner that dries the canal and controls odour.'),
  p('pawbalm-nose-and-paw-50g', 'TV-PWB-050', 'Paw and Nose Balm 50 g', 'Tui Vets', ['Grooming'], ['Dog'], 1499, SMALL,
    'Mānuka honey and beeswax balm for cracked pads and dry noses, made for us in Waikato.', { discountedPriceCents: 1199 }),
  // ---- Supplements -------------------------------------------------------------------
  p('4cyte-canine-joint-granules-100g', 'TV-4CY-100', '4CYTE Canine Joint Support Granules 100 g', '4CYTE', ['Supplements'], ['Dog'], 6999, SMALL,
    'Epiitalis plant extract for joint comfort and mobility, sprinkled on food.'),
  p('rosehip-vital-canine-150g', 'TV-RHV-150', 'Rosehip Vital Canine 150 g', 'Rosehip Vital', ['Supplements'], ['Dog'], 3999, SMALL,
    'Natural anti-inflammatory rosehip powder for stiff and older dogs.'),
  p('paws-green-lipped-mussel-powder-200g', 'TV-GLM-200', 'Green-Lipped Mussel Powder 200 g', 'Tui Vets', ['Supplements'], ['Dog', 'Cat', 'Horse'], 3499, SMALL,
    'Pure Marlborough Sounds mussel powder, a natural source of omega-3 for joints.'),
  // ---- Behaviour ---------------------------------------------------------------------
  p('feliway-classic-diffuser-starter', 'TV-FLW-CDS', 'Feliway Classic Diffuser Starter Kit', 'Feliway', ['Behaviour'], ['Cat'], 5999, MEDIUM,
    'Copies the facial pheromone cats use to mark a place as safe; helps with moves and visitors.', { specialRank: 5 }),
  p('adaptil-calm-diffuser-starter', 'TV-ADP-CDS', 'Adaptil Calm Home Diffuser Starter Kit', 'Adaptil', ['Behaviour'], ['Dog'], 5999, MEDIUM,
    'Comforting pheromone for dogs alone at home, at fireworks time or in a new home.', { discountedPriceCents: 4999, specialRank: 6 }),
  // ---- Toys and accessories ----------------------------------------------------------
  p('kong-classic-large', 'TV-KNG-CLL', 'KONG Classic, Large', 'KONG', ['Toys & Accessories'], ['Dog'], 2999, MEDIUM,
    'The tough rubber toy to stuff with treats: keeps busy dogs busy.'),
  p('recovery-cone-medium', 'TV-CON-MED', 'Soft Recovery Cone, Medium', 'Tui Vets', ['Toys & Accessories'], ['Dog', 'Cat'], 2499, MEDIUM,
    'Padded, foldable cone that stops licking of wounds after surgery.'),
  p('tui-vets-pet-carrier-medium', 'TV-CAR-MED', 'Top-Loading Pet Carrier, Medium', 'Tui Vets', ['Toys & Accessories'], ['Cat', 'Rabbit'], 5499, LARGE,
    'Top and front doors make vet visits calmer for cats and small pets.'),
  // ---- Farm --------------------------------------------------------------------------
  p('ultravac-5in1-cattle-500ml', 'TV-UV5-500', 'Ultravac 5in1 Cattle Vaccine 500 mL', 'Zoetis', ['Farm'], ['Cattle'], 11999, FREIGHT,
    'Protects cattle against five clostridial diseases. Keep refrigerated; shipped chilled.'),
  p('multine-5in1-b12-sheep-500ml', 'TV-MLT-500', 'Multine 5-in-1 B12 Sheep Vaccine 500 mL', 'Zoetis', ['Farm'], ['Sheep'], 9999, FREIGHT,
    'Clostridial vaccine with vitamin B12 for lambs and ewes. Keep refrigerated.', { discountedPriceCents: 8999 }),
  p('cydectin-pour-on-cattle-5l', 'TV-CYD-5L', 'Cydectin Pour-On for Cattle 5 L', 'Cydectin', ['Farm', 'Worming'], ['Cattle'], 48999, FREIGHT,
    'Moxidectin pour-on for internal and external parasites of beef and dairy cattle.'),
  p('eprinex-pour-on-2-5l', 'TV-EPX-25L', 'Eprinex Pour-On 2.5 L', 'Eprinex', ['Farm', 'Worming'], ['Cattle'], 38999, FREIGHT,
    'Nil milk withholding pour-on for lactating dairy cows.', { discountedPriceCents: 35999, specialRank: 7 }),
  p('revive-calf-electrolytes-5kg', 'TV-RVV-5KG', 'Revive Calf Electrolytes 5 kg', 'Revive', ['Farm', 'Supplements'], ['Cattle'], 9499, FREIGHT,
    'Rehydration powder for scouring calves; mixes with water or milk.'),
  p('tell-tail-marker-spray-red', 'TV-TTL-RED', 'Tell Tail Marking Spray, Red 500 mL', 'Tell Tail', ['Farm'], ['Cattle', 'Sheep'], 1899, MEDIUM,
    'Fast-drying, long-lasting heat detection and stock marking paint.'),
  p('bloatenz-plus-5l', 'TV-BLZ-5L', 'Bloatenz Plus 5 L', 'Bloatenz', ['Farm'], ['Cattle'], 14999, FREIGHT,
    'Bloat prevention through the water trough or as a drench.'),
  p('hoof-conditioner-horse-1l', 'TV-HFC-1L', 'Hoof Conditioner for Horses 1 L', 'Kevin Bacon\'s', ['Horse', 'Grooming'], ['Horse'], 5299, MEDIUM,
    'Brush-on conditioner with natural oils for cracked and dry hooves.'),
];

export const KEA_CATALOGUE: CatalogueProduct[] = [
  p('bravecto-chew-dog-20-40kg', 'KV-BRV-2040', 'Bravecto Chew for Dogs 20-40 kg (3 months)', 'Bravecto', ['Flea & Tick'], ['Dog'], 4599, SMALL,
    'One chew every 12 weeks for large dogs: fleas and ticks covered.', { discountedPriceCents: 3999, specialRank: 1 }),
  p('nexgard-spectra-dog-15-30kg-3pk', 'KV-NXS-1530', 'NexGard Spectra for Dogs 15-30 kg, 3 pack', 'NexGard', ['Flea & Tick', 'Worming'], ['Dog'], 9499, SMALL,
    'Monthly chewable for fleas, ticks and worms including heartworm.'),
  p('drontal-allwormer-dog-35kg', 'KV-DRN-D35', 'Drontal Allwormer for Dogs 35 kg, 1 tablet', 'Drontal', ['Worming'], ['Dog'], 1999, SMALL,
    'Treats every common intestinal worm, including hydatids, in working dogs.'),
  p('ziwi-peak-air-dried-venison-dog-1kg', 'KV-ZWP-VN1', 'ZIWI Peak Air-Dried Venison for Dogs 1 kg', 'ZIWI', ['Food'], ['Dog'], 8999, MEDIUM,
    'Southern venison recipe for active high-country dogs.'),
  p('black-hawk-working-dog-20kg', 'KV-BHK-WD20', 'Black Hawk Working Dog 20 kg', 'Black Hawk', ['Food'], ['Dog'], 11999, LARGE,
    'High-energy food for farm and hunting dogs.', { specialRank: 2 }),
  p('royal-canin-indoor-cat-2kg', 'KV-RC-IND2', 'Royal Canin Indoor Adult Cat 2 kg', 'Royal Canin', ['Food'], ['Cat'], 4599, MEDIUM,
    'Lower-calorie recipe for indoor cats.'),
  p('multine-5in1-sheep-500ml', 'KV-MLT-500', 'Multine 5-in-1 Sheep Vaccine 500 mL', 'Zoetis', ['Farm'], ['Sheep'], 9499, FREIGHT,
    'Clostridial vaccine for lambs and ewes. Keep refrigerated.'),
  p('cydectin-long-acting-sheep-500ml', 'KV-CYD-LA', 'Cydectin Long Acting for Sheep 500 mL', 'Cydectin', ['Farm', 'Worming'], ['Sheep'], 27999, FREIGHT,
    'Long-acting injectable for worm control through lambing.', { discountedPriceCents: 25999 }),
  p('merino-paw-balm-50g', 'KV-PWB-050', 'Alpine Paw Balm 50 g', 'Kea Vets', ['Grooming'], ['Dog'], 1599, SMALL,
    'Lanolin balm for pads cracked by snow, scree and tussock.'),
  p('kong-extreme-large', 'KV-KNG-EXL', 'KONG Extreme, Large', 'KONG', ['Toys & Accessories'], ['Dog'], 3499, MEDIUM,
    'The black, toughest KONG for power chewers.'),
  p('feliway-classic-diffuser-starter', 'KV-FLW-CDS', 'Feliway Classic Diffuser Starter Kit', 'Feliway', ['Behaviour'], ['Cat'], 6199, MEDIUM,
    'Helps cats settle after a move or with visitors.'),
  p('rosehip-vital-equine-1-5kg', 'KV-RHV-EQ', 'Rosehip Vital Equine 1.5 kg', 'Rosehip Vital', ['Supplements', 'Horse'], ['Horse'], 12999, LARGE,
    'Rosehip powder for joint comfort in working and older horses.'),
];

/** Demo coupons (docs/commerce.md, "Coupons"); dates in UTC. */
export const DEMO_COUPONS = [
  { vetId: 'tui-vets', code: 'WELCOME10', description: '10% off your first order', kind: 'percentage', percentOff: 10, amountOffCents: null, minSpendCents: 0, startsAt: null, expiresAt: '2027-12-31T10:59:59Z', usageLimit: null, firstOrderOnly: true },
  { vetId: 'tui-vets', code: 'SAVE15', description: '$15 off orders of $100 or more', kind: 'fixed', percentOff: null, amountOffCents: 1500, minSpendCents: 10000, startsAt: null, expiresAt: null, usageLimit: null },
  { vetId: 'tui-vets', code: 'FARM20', description: '20% off farm orders of $250 or more', kind: 'percentage', percentOff: 20, amountOffCents: null, minSpendCents: 25000, startsAt: null, expiresAt: null, usageLimit: 100 },
  { vetId: 'tui-vets', code: 'WINTER25', description: 'Winter special (ended)', kind: 'percentage', percentOff: 25, amountOffCents: null, minSpendCents: 0, startsAt: '2026-06-01T00:00:00Z', expiresAt: '2026-08-31T11:59:59Z', usageLimit: null },
  { vetId: 'tui-vets', code: 'SUMMER5', description: '$5 off from 1 December', kind: 'fixed', percentOff: null, amountOffCents: 500, minSpendCents: 0, startsAt: '2026-11-30T11:00:00Z', expiresAt: null, usageLimit: null },
  { vetId: 'tui-vets', code: 'ONETIME', description: 'A single-use $10 voucher', kind: 'fixed', percentOff: null, amountOffCents: 1000, minSpendCents: 0, startsAt: null, expiresAt: null, usageLimit: 1 },
  { vetId: 'kea-vets', code: 'KEA10', description: '10% off', kind: 'percentage', percentOff: 10, amountOffCents: null, minSpendCents: 0, startsAt: null, expiresAt: null, usageLimit: null },
] as const;
