import { idSlug } from './id-slug';

/**
 * South African places a {city} slug may name (issue 60): the metros and their main towns, the
 * seats of the local municipalities, and the larger townships and suburbs people search by, each
 * with its proper name. Written for this engine from public place names, not copied from a list;
 * a site adds its own under places: in site.config.yaml (and names a listed city under cities:).
 * A name's slug is made by placeSlug (KwaThema gives kwathema); "Name = other-slug" adds a second
 * slug people write (kwa-thema).
 */
const ZA_PLACE_NAMES: readonly string[] = [
  // Gauteng
  'Johannesburg', 'Pretoria', 'Tshwane', 'Soweto', 'Sandton', 'Midrand', 'Centurion', 'Randburg', 'Roodepoort', 'Germiston',
  'Benoni', 'Boksburg', 'Brakpan', 'Kempton Park', 'Springs', 'Nigel', 'Heidelberg', 'Vereeniging', 'Vanderbijlpark', 'Meyerton',
  'Krugersdorp', 'Randfontein', 'Westonaria', 'Carletonville', 'Bronkhorstspruit', 'Cullinan', 'Tembisa', 'Alberton', 'Edenvale', 'Bedfordview',
  'Fourways', 'Rosebank', 'Bryanston', 'Parktown', 'Melville', 'Lenasia', 'Ennerdale', 'Orange Farm', 'Diepsloot', 'Alexandra',
  'Ivory Park', 'Rabie Ridge', 'Daveyton', 'Etwatwa', 'KwaThema = kwa-thema', 'Tsakane', 'Duduza', 'Vosloorus', 'Katlehong', 'Thokoza',
  'Sebokeng', 'Evaton', 'Sharpeville', 'Boipatong', 'Bophelong', 'Kagiso', 'Munsieville', 'Mohlakeng', 'Bekkersdal', 'Khutsong',
  'Soshanguve', 'Mabopane', 'Ga-Rankuwa', 'Atteridgeville', 'Mamelodi', 'Hammanskraal', 'Olievenhoutbosch', 'Laudium', 'Eersterust', 'Akasia',
  'Ekurhuleni', 'Emfuleni', 'Mogale City', 'Merafong', 'Lesedi', 'Kliptown', 'Orlando', 'Diepkloof', 'Meadowlands', 'Dobsonville',
  'Protea Glen', 'Naledi', 'Zola', 'Jabulani', 'Eldorado Park', 'Riverlea', 'Hillbrow', 'Yeoville', 'Braamfontein', 'Woodmead',
  'Sunninghill', 'Lonehill', 'Northcliff', 'Florida', 'Honeydew', 'Ruimsig', 'Muldersdrift', 'Lanseria', 'Irene', 'Hatfield',
  'Menlyn', 'Silverton', 'Garsfontein', 'Montana', 'Wonderboom', 'Olifantsfontein', 'Clayville', 'Glen Marais', 'Birchleigh', 'Primrose',
  // Western Cape
  'Cape Town', 'Bellville', 'Stellenbosch', 'Paarl', 'Wellington', 'Franschhoek', 'Somerset West', 'Strand', 'Gordon\'s Bay', 'Durbanville',
  'Brackenfell', 'Kuils River', 'Parow', 'Goodwood', 'Milnerton', 'Table View', 'Blouberg', 'Atlantis', 'Malmesbury', 'Vredenburg',
  'Saldanha', 'Langebaan', 'Worcester', 'Robertson', 'Montagu', 'Ceres', 'Tulbagh', 'Swellendam', 'Caledon', 'Hermanus',
  'Grabouw', 'Bredasdorp', 'George', 'Knysna', 'Plettenberg Bay', 'Mossel Bay', 'Oudtshoorn', 'Beaufort West', 'Vredendal', 'Clanwilliam',
  'Khayelitsha', 'Mitchells Plain', 'Gugulethu', 'Nyanga', 'Langa', 'Philippi', 'Delft', 'Mfuleni', 'Bishop Lavis', 'Athlone',
  'Claremont', 'Wynberg', 'Retreat', 'Muizenberg', 'Fish Hoek', 'Simon\'s Town', 'Hout Bay', 'Sea Point', 'Woodstock', 'Observatory',
  'Constantia', 'Tokai', 'Plumstead', 'Kraaifontein', 'Eerste River', 'Blue Downs', 'Macassar', 'Mbekweni', 'Kayamandi', 'Zwelihle',
  // Eastern Cape
  'Gqeberha', 'Port Elizabeth', 'East London', 'Mthatha', 'Komani', 'Queenstown', 'Makhanda', 'Grahamstown', 'Kariega', 'Uitenhage',
  'Despatch', 'Jeffreys Bay', 'Humansdorp', 'Graaff-Reinet', 'Cradock', 'Butterworth', 'Qonce', 'King William\'s Town', 'Bhisho', 'Mdantsane',
  'Port Alfred', 'Kenton-on-Sea', 'Aliwal North', 'Burgersdorp', 'Somerset East', 'Adelaide', 'Fort Beaufort', 'Alice', 'Stutterheim',
  'Cofimvaba', 'Lusikisiki', 'Port St Johns', 'Mount Frere', 'Flagstaff', 'Bizana', 'Ngcobo', 'Idutywa', 'Willowvale',
  'Motherwell', 'KwaNobuhle = kwa-nobuhle', 'New Brighton', 'Zwide', 'Walmer', 'Summerstrand', 'Buffalo City', 'Nelson Mandela Bay', 'Matatiele', 'Mount Ayliff',
  // KwaZulu-Natal
  'Durban', 'eThekwini', 'Pietermaritzburg', 'Newcastle', 'Richards Bay', 'Ladysmith', 'Empangeni', 'Umhlanga', 'Ballito', 'Port Shepstone',
  'Margate', 'Scottburgh', 'Amanzimtoti', 'Pinetown', 'Westville', 'Hillcrest', 'Kloof', 'Chatsworth', 'Phoenix', 'Verulam',
  'Tongaat', 'Stanger', 'KwaDukuza = kwa-dukuza', 'Umlazi', 'KwaMashu = kwa-mashu', 'Inanda', 'Ntuzuma', 'Clermont', 'Lamontville', 'Isipingo',
  'Dundee', 'Vryheid', 'Ulundi', 'Eshowe', 'Mtubatuba', 'Jozini', 'Pongola', 'Estcourt', 'Howick', 'Mooi River',
  'Greytown', 'Kokstad', 'Harding', 'Ixopo', 'Underberg', 'Bergville', 'Utrecht', 'Glencoe', 'Nquthu', 'Melmoth',
  'Edendale', 'Imbali', 'Madadeni', 'Osizweni', 'Ezakheni', 'Esikhawini', 'Nseleni', 'Mandeni', 'Umzinto', 'Umkomaas',
  // Free State
  'Bloemfontein', 'Mangaung', 'Welkom', 'Kroonstad', 'Bethlehem', 'Sasolburg', 'Parys', 'Harrismith', 'Phuthaditjhaba', 'QwaQwa',
  'Virginia', 'Odendaalsrus', 'Botshabelo', 'Thaba Nchu', 'Ficksburg', 'Ladybrand', 'Frankfort', 'Heilbron', 'Vrede', 'Senekal',
  'Bothaville', 'Hoopstad', 'Jagersfontein', 'Zastron', 'Smithfield', 'Trompsburg', 'Koffiefontein', 'Brandfort', 'Theunissen', 'Winburg',
  // Limpopo
  'Polokwane', 'Tzaneen', 'Thohoyandou', 'Musina', 'Louis Trichardt', 'Makhado', 'Mokopane', 'Bela-Bela', 'Modimolle', 'Lephalale',
  'Phalaborwa', 'Giyani', 'Burgersfort', 'Groblersdal', 'Marble Hall', 'Thabazimbi', 'Seshego', 'Mankweng', 'Lebowakgomo', 'Jane Furse',
  'Hoedspruit', 'Malamulele', 'Elim', 'Mutale', 'Modjadjiskloof', 'Haenertsburg', 'Dendron', 'Alldays', 'Vaalwater', 'Northam',
  // Mpumalanga (Middelburg here; the Eastern Cape town has the same name and slug)
  'Mbombela', 'Nelspruit', 'Emalahleni', 'Witbank', 'Middelburg', 'Secunda', 'Ermelo', 'Standerton', 'Bethal', 'Piet Retief',
  'eMkhondo', 'Barberton', 'White River', 'Hazyview', 'Sabie', 'Graskop', 'Lydenburg', 'Mashishing', 'Malalane', 'Komatipoort',
  'Kabokweni', 'KaNyamazane', 'Kwaggafontein', 'Siyabuswa', 'KwaMhlanga = kwa-mhlanga', 'Delmas', 'Balfour', 'Volksrust', 'Carolina', 'Belfast',
  'eMalahleni', 'Kriel', 'Ogies', 'Trichardt', 'Embalenhle', 'Leandra', 'Kinross', 'Evander', 'Dullstroom', 'Waterval Boven',
  // North West
  'Rustenburg', 'Mahikeng', 'Mafikeng', 'Potchefstroom', 'Klerksdorp', 'Brits', 'Hartbeespoort', 'Lichtenburg', 'Vryburg', 'Zeerust',
  'Orkney', 'Stilfontein', 'Christiana', 'Schweizer-Reneke', 'Wolmaransstad', 'Koster', 'Swartruggens', 'Mogwase', 'Phokeng', 'Tlhabane',
  'Mmabatho', 'Taung', 'Jouberton', 'Ikageng', 'Kanana', 'Letlhabile', 'Madibeng', 'Ventersdorp', 'Coligny',
  // Northern Cape
  'Kimberley', 'Upington', 'Springbok', 'Kuruman', 'De Aar', 'Kathu', 'Postmasburg', 'Colesberg', 'Calvinia', 'Prieska',
  'Kakamas', 'Keimoes', 'Port Nolloth', 'Carnarvon', 'Sutherland', 'Victoria West', 'Hartswater', 'Jan Kempdorp', 'Warrenton', 'Douglas',
  'Galeshewe', 'Barkly West', 'Hopetown', 'Pofadder', 'Aggeneys', 'Alexander Bay', 'Danielskuil', 'Noupoort', 'Richmond', 'Williston',
];

/** A place's slug: lowercase words joined by hyphens, apostrophes dropped (Gordon's Bay gives gordons-bay). */
function placeSlug(name: string): string {
  return idSlug(name.normalize('NFD').replace(/[\u0300-\u036f']/g, ''));
}

/** Every slug of the list with the name it stands for. */
export function zaPlaces(): Map<string, string> {
  const places = new Map<string, string>();
  for (const entry of ZA_PLACE_NAMES) {
    const [name, ...aliases] = entry.split(' = ');
    for (const slug of [placeSlug(name!), ...aliases]) places.set(slug, name!);
  }
  return places;
}
