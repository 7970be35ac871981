/**
 * Hand-written bilingual source material for the generated dataset: destinations, places, tours and
 * the vocabulary the generator combines. Vietnamese texts carry correct diacritics.
 */
export interface Bi {
  vi: string;
  en: string;
}

export const bi = (vi: string, en: string): Bi => ({ vi, en });

export interface OptionalActivity extends Bi {
  /** Price in VND. */
  amount: number;
}

export interface TourSeed {
  slug: string;
  title: Bi;
  days: number;
  /** style id, theme id (see STYLES/THEMES), physical rating 1–5. */
  style: number;
  theme: number;
  physical: number;
}

export interface DestinationSeed {
  key: string;
  slug: string;
  /** ISO country code used for trip codes and geonames. */
  code: string;
  name: Bi;
  region: Bi;
  regionSlug: string;
  blurb: Bi;
  places: Bi[];
  activities: Bi[];
  optional: OptionalActivity[];
  hotels: Bi[];
  transport: Bi[];
  highlights: Bi[];
  glance: {
    capital_city: Bi;
    population: string;
    currency: Bi;
    language: Bi;
    time_zone: string;
    calling_code: string;
    electricity: string;
  };
  /** [top, bottom] colours of the generated images' sky. */
  palette: [string, string];
  tours: TourSeed[];
}

export const STYLES = [
  { id: 1, name: bi('Nguyên bản', 'Original') },
  { id: 2, name: bi('Thoải mái', 'Comfort') },
  { id: 3, name: bi('Cao cấp', 'Premium') },
  { id: 4, name: bi('Tiết kiệm', 'Basix') },
] as const;

export const THEMES = [
  { id: 1, name: bi('Phiêu lưu cổ điển', 'Classic adventures') },
  { id: 2, name: bi('Ẩm thực & Văn hóa', 'Food & Culture') },
  { id: 3, name: bi('Đi bộ & Leo núi', 'Walking & Trekking') },
  { id: 4, name: bi('Đạp xe', 'Cycling') },
  { id: 5, name: bi('Thiên nhiên & Hoang dã', 'Wildlife & Nature') },
  { id: 6, name: bi('Gia đình', 'Family') },
] as const;

export const DEALS = [
  { id: 1, name: bi('Giảm giá', 'On sale') },
  { id: 2, name: bi('Đặt sớm', 'Early bird') },
  { id: 3, name: bi('Phút chót', 'Last minute') },
] as const;

export const PHYSICAL_LEVELS = [
  bi('Nhẹ', 'Light'),
  bi('Dễ', 'Easy'),
  bi('Trung bình', 'Moderate'),
  bi('Thử thách', 'Challenging'),
  bi('Đòi hỏi cao', 'Demanding'),
] as const;

const t = (
  slug: string,
  vi: string,
  en: string,
  days: number,
  style: number,
  theme: number,
  physical: number,
): TourSeed => ({
  slug,
  title: bi(vi, en),
  days,
  style,
  theme,
  physical,
});

export const DESTINATIONS: DestinationSeed[] = [
  {
    key: 'vietnam',
    slug: 'vietnam',
    code: 'VN',
    name: bi('Việt Nam', 'Vietnam'),
    region: bi('Châu Á', 'Asia'),
    regionSlug: 'asia',
    blurb: bi(
      'Từ những thửa ruộng bậc thang Sa Pa đến phố cổ Hội An và sông nước miền Tây, Việt Nam hấp dẫn bởi thiên nhiên hùng vĩ, ẩm thực phong phú và con người hiếu khách.',
      'From the rice terraces of Sapa to the lantern-lit streets of Hoi An and the floating markets of the Mekong, Vietnam dazzles with dramatic scenery, unforgettable food and warm hospitality.',
    ),
    places: [
      bi('Hà Nội', 'Hanoi'),
      bi('Vịnh Hạ Long', 'Ha Long Bay'),
      bi('Sa Pa', 'Sapa'),
      bi('Huế', 'Hue'),
      bi('Hội An', 'Hoi An'),
      bi('Đà Nẵng', 'Da Nang'),
      bi('Thành phố Hồ Chí Minh', 'Ho Chi Minh City'),
      bi('Cần Thơ', 'Can Tho'),
      bi('Hà Giang', 'Ha Giang'),
    ],
    activities: [
      bi('Du thuyền ngắm hoàng hôn trên vịnh', 'Sunset cruise on the bay'),
      bi('Tham quan Văn Miếu – Quốc Tử Giám', 'Temple of Literature visit'),
      bi('Đi bộ khám phá phố cổ', 'Old Quarter walking tour'),
      bi('Lớp học nấu ăn món Việt', 'Vietnamese cooking class'),
      bi('Thăm chợ nổi Cái Răng', 'Cai Rang floating market'),
      bi('Tham quan Đại Nội Huế', 'Hue Imperial Citadel tour'),
      bi('Xem múa rối nước', 'Water puppet show'),
      bi('Thăm bản làng người H’Mông', 'Visit to a Hmong village'),
    ],
    optional: [
      { ...bi('Chèo thuyền kayak', 'Sea kayaking'), amount: 650000 },
      { ...bi('Bay khinh khí cầu', 'Hot-air balloon flight'), amount: 4500000 },
      { ...bi('Tour ẩm thực đường phố bằng xe máy', 'Street food tour by scooter'), amount: 900000 },
      { ...bi('Massage chân thảo dược', 'Herbal foot massage'), amount: 350000 },
      { ...bi('Học may áo dài', 'Ao dai tailoring lesson'), amount: 1200000 },
    ],
    hotels: [
      bi('Khách sạn boutique phố cổ', 'Old Quarter boutique hotel'),
      bi('Du thuyền ngủ đêm trên vịnh', 'Overnight junk boat'),
      bi('Nhà dân bản địa', 'Local homestay'),
      bi('Resort ven biển', 'Beachside resort'),
    ],
    transport: [
      bi('Xe riêng', 'Private vehicle'),
      bi('Tàu đêm', 'Overnight train'),
      bi('Thuyền', 'Boat'),
      bi('Máy bay nội địa', 'Domestic flight'),
    ],
    highlights: [
      bi(
        'Ngủ một đêm trên du thuyền giữa hàng nghìn đảo đá vôi của Vịnh Hạ Long.',
        'Spend a night aboard a junk boat among the limestone karsts of Ha Long Bay.',
      ),
      bi('Tự tay làm món phở cùng đầu bếp địa phương.', 'Cook your own pho with a local chef.'),
      bi(
        'Dạo bước trong phố cổ Hội An lung linh ánh đèn lồng.',
        'Wander the lantern-lit Ancient Town of Hoi An.',
      ),
      bi(
        'Chèo xuồng qua những kênh rạch xanh mát của miền Tây.',
        'Paddle through the green canals of the Mekong Delta.',
      ),
      bi(
        'Ngắm ruộng bậc thang mùa lúa chín ở Sa Pa.',
        'Gaze at Sapa’s golden rice terraces at harvest time.',
      ),
    ],
    glance: {
      capital_city: bi('Hà Nội', 'Hanoi'),
      population: '100.3 million',
      currency: bi('Đồng Việt Nam (VNĐ)', 'Vietnamese dong (VND)'),
      language: bi('Tiếng Việt', 'Vietnamese'),
      time_zone: 'GMT+7',
      calling_code: '+84',
      electricity: '220V, 50Hz (A, C)',
    },
    palette: ['#f6c177', '#2a9d8f'],
    tours: [
      t('ha-long-bay-discovery', 'Khám phá Vịnh Hạ Long', 'Ha Long Bay Discovery', 3, 2, 5, 1),
      t(
        'classic-vietnam-north-to-south',
        'Việt Nam kinh điển từ Bắc vào Nam',
        'Classic Vietnam: North to South',
        14,
        1,
        1,
        2,
      ),
      t('sapa-trekking-adventure', 'Trekking Sa Pa và bản làng', 'Sapa Trekking & Hill Tribes', 5, 1, 3, 4),
      t('hoi-an-food-culture', 'Ẩm thực và văn hóa Hội An', 'Hoi An Food & Culture', 4, 2, 2, 1),
      t('mekong-delta-cycling', 'Đạp xe Đồng bằng sông Cửu Long', 'Mekong Delta by Bike', 3, 4, 4, 3),
      t('ha-giang-loop', 'Cung đường Hà Giang', 'Ha Giang Loop', 6, 4, 1, 3),
    ],
  },
  {
    key: 'japan',
    slug: 'japan',
    code: 'JP',
    name: bi('Nhật Bản', 'Japan'),
    region: bi('Châu Á', 'Asia'),
    regionSlug: 'asia',
    blurb: bi(
      'Đền chùa cổ kính, những chuyến tàu cao tốc và ẩm thực tinh tế: Nhật Bản là sự giao thoa hoàn hảo giữa truyền thống và hiện đại.',
      'Ancient temples, bullet trains and exquisite food: Japan is where tradition and the future meet.',
    ),
    places: [
      bi('Tokyo', 'Tokyo'),
      bi('Hakone', 'Hakone'),
      bi('Kyoto', 'Kyoto'),
      bi('Nara', 'Nara'),
      bi('Osaka', 'Osaka'),
      bi('Hiroshima', 'Hiroshima'),
      bi('Sapporo', 'Sapporo'),
      bi('Kanazawa', 'Kanazawa'),
    ],
    activities: [
      bi('Trải nghiệm trà đạo', 'Traditional tea ceremony'),
      bi('Tham quan đền Fushimi Inari', 'Fushimi Inari shrine visit'),
      bi('Đi tàu cao tốc Shinkansen', 'Shinkansen bullet train ride'),
      bi('Tắm suối nước nóng onsen', 'Onsen hot-spring bath'),
      bi('Thăm công viên hươu Nara', 'Nara deer park'),
      bi('Tham quan Đài tưởng niệm Hòa bình Hiroshima', 'Hiroshima Peace Memorial'),
      bi('Dạo chợ cá Tsukiji', 'Tsukiji outer market stroll'),
    ],
    optional: [
      { ...bi('Lớp học làm sushi', 'Sushi-making class'), amount: 1800000 },
      { ...bi('Mặc kimono dạo phố Gion', 'Kimono rental in Gion'), amount: 1100000 },
      { ...bi('Xem đấu vật sumo', 'Sumo morning practice'), amount: 2300000 },
      { ...bi('Du thuyền hồ Ashi', 'Lake Ashi cruise'), amount: 600000 },
    ],
    hotels: [
      bi('Nhà nghỉ truyền thống ryokan', 'Traditional ryokan'),
      bi('Khách sạn trung tâm', 'Central city hotel'),
      bi('Lưu trú tại chùa', 'Temple lodging'),
    ],
    transport: [
      bi('Tàu cao tốc', 'Bullet train'),
      bi('Tàu điện địa phương', 'Local train'),
      bi('Xe buýt', 'Bus'),
    ],
    highlights: [
      bi(
        'Ngủ một đêm trong ryokan và thưởng thức bữa tối kaiseki.',
        'Stay in a ryokan and enjoy a kaiseki dinner.',
      ),
      bi(
        'Đi qua hàng nghìn cổng torii đỏ ở Fushimi Inari.',
        'Walk beneath thousands of red torii gates at Fushimi Inari.',
      ),
      bi('Ngắm núi Phú Sĩ từ Hakone.', 'See Mount Fuji from Hakone.'),
      bi('Khám phá ẩm thực đường phố Dotonbori ở Osaka.', 'Graze your way along Osaka’s Dotonbori.'),
    ],
    glance: {
      capital_city: bi('Tokyo', 'Tokyo'),
      population: '124.5 million',
      currency: bi('Yên Nhật (JPY)', 'Japanese yen (JPY)'),
      language: bi('Tiếng Nhật', 'Japanese'),
      time_zone: 'GMT+9',
      calling_code: '+81',
      electricity: '100V, 50/60Hz (A, B)',
    },
    palette: ['#ffd6e0', '#5e548e'],
    tours: [
      t('japan-highlights', 'Những điểm nhấn Nhật Bản', 'Japan Highlights', 12, 1, 1, 2),
      t('kyoto-osaka-discovery', 'Khám phá Kyoto và Osaka', 'Kyoto & Osaka Discovery', 7, 2, 2, 2),
      t('cherry-blossom-japan', 'Nhật Bản mùa hoa anh đào', 'Cherry Blossom Japan', 9, 3, 1, 2),
      t('hokkaido-winter-wonderland', 'Hokkaido xứ sở mùa đông', 'Hokkaido Winter Wonderland', 8, 2, 5, 3),
      t('kumano-kodo-trek', 'Đi bộ cổ đạo Kumano Kodo', 'Kumano Kodo Trek', 6, 1, 3, 4),
    ],
  },
  {
    key: 'italy',
    slug: 'italy',
    code: 'IT',
    name: bi('Ý', 'Italy'),
    region: bi('Châu Âu', 'Europe'),
    regionSlug: 'europe',
    blurb: bi(
      'Nghệ thuật Phục Hưng, những ngôi làng ven biển đầy màu sắc và món mì Ý chuẩn vị: nước Ý khiến ai cũng muốn quay lại.',
      'Renaissance art, colourful coastal villages and pasta done properly: Italy always calls you back.',
    ),
    places: [
      bi('Rome', 'Rome'),
      bi('Florence', 'Florence'),
      bi('Venice', 'Venice'),
      bi('Cinque Terre', 'Cinque Terre'),
      bi('Sorrento', 'Sorrento'),
      bi('Positano', 'Positano'),
      bi('Siena', 'Siena'),
      bi('Palermo', 'Palermo'),
      bi('Cortina d’Ampezzo', 'Cortina d’Ampezzo'),
    ],
    activities: [
      bi('Tham quan Đấu trường La Mã', 'Colosseum guided tour'),
      bi('Nếm rượu vang vùng Chianti', 'Chianti wine tasting'),
      bi('Lớp học làm mì Ý', 'Pasta-making class'),
      bi('Đi thuyền gondola ở Venice', 'Gondola ride in Venice'),
      bi('Đi bộ giữa các làng Cinque Terre', 'Cinque Terre village hike'),
      bi('Tham quan bảo tàng Uffizi', 'Uffizi Gallery visit'),
    ],
    optional: [
      { ...bi('Du thuyền đảo Capri', 'Capri boat trip'), amount: 2600000 },
      { ...bi('Tour Vatican buổi sáng sớm', 'Early-morning Vatican tour'), amount: 2100000 },
      { ...bi('Bay khinh khí cầu Tuscany', 'Tuscany balloon flight'), amount: 7800000 },
      { ...bi('Lớp làm kem gelato', 'Gelato workshop'), amount: 950000 },
    ],
    hotels: [
      bi('Khách sạn gia đình', 'Family-run hotel'),
      bi('Trang trại agriturismo', 'Agriturismo farm stay'),
      bi('Khách sạn boutique', 'Boutique hotel'),
    ],
    transport: [bi('Tàu cao tốc', 'High-speed train'), bi('Phà', 'Ferry'), bi('Xe riêng', 'Private vehicle')],
    highlights: [
      bi('Ngắm hoàng hôn từ bờ biển Amalfi.', 'Watch the sunset over the Amalfi Coast.'),
      bi('Học làm mì Ý cùng một bà nội người Ý.', 'Learn to make pasta with an Italian nonna.'),
      bi('Đi bộ qua năm ngôi làng Cinque Terre.', 'Hike between the five villages of Cinque Terre.'),
      bi('Khám phá Rome cổ đại cùng hướng dẫn viên.', 'Explore ancient Rome with an expert guide.'),
    ],
    glance: {
      capital_city: bi('Rome', 'Rome'),
      population: '58.9 million',
      currency: bi('Euro (EUR)', 'Euro (EUR)'),
      language: bi('Tiếng Ý', 'Italian'),
      time_zone: 'GMT+1',
      calling_code: '+39',
      electricity: '230V, 50Hz (C, F, L)',
    },
    palette: ['#ffe5b4', '#e07a5f'],
    tours: [
      t('best-of-italy', 'Tinh hoa nước Ý', 'Best of Italy', 10, 1, 1, 2),
      t('amalfi-coast-walking', 'Đi bộ bờ biển Amalfi', 'Amalfi Coast Walking', 8, 2, 3, 3),
      t('tuscany-food-wine', 'Ẩm thực và rượu vang Tuscany', 'Tuscany Food & Wine', 7, 3, 2, 1),
      t('sicily-explorer', 'Khám phá Sicily', 'Sicily Explorer', 9, 1, 1, 2),
      t('dolomites-hiking', 'Leo núi Dolomites', 'Dolomites Hiking', 7, 1, 3, 5),
    ],
  },
  {
    key: 'morocco',
    slug: 'morocco',
    code: 'MA',
    name: bi('Ma-rốc', 'Morocco'),
    region: bi('Châu Phi', 'Africa'),
    regionSlug: 'africa',
    blurb: bi(
      'Những khu chợ rực rỡ sắc màu, đồi cát Sahara và núi Atlas hùng vĩ: Ma-rốc là bữa tiệc cho mọi giác quan.',
      'Buzzing souks, Saharan dunes and the mighty Atlas: Morocco is a feast for every sense.',
    ),
    places: [
      bi('Marrakech', 'Marrakech'),
      bi('Fes', 'Fes'),
      bi('Chefchaouen', 'Chefchaouen'),
      bi('Merzouga', 'Merzouga'),
      bi('Ait Benhaddou', 'Ait Benhaddou'),
      bi('Imlil', 'Imlil'),
      bi('Casablanca', 'Casablanca'),
      bi('Essaouira', 'Essaouira'),
    ],
    activities: [
      bi('Cưỡi lạc đà trên đồi cát', 'Camel trek into the dunes'),
      bi('Tham quan khu phố cổ Fes', 'Fes medina tour'),
      bi('Ngủ lều Berber dưới bầu trời sao', 'Night in a Berber desert camp'),
      bi('Thăm xưởng nhuộm da', 'Leather tannery visit'),
      bi('Tắm hammam truyền thống', 'Traditional hammam'),
    ],
    optional: [
      { ...bi('Bay khinh khí cầu Marrakech', 'Marrakech balloon flight'), amount: 5200000 },
      { ...bi('Lớp nấu món tagine', 'Tagine cooking class'), amount: 1050000 },
      { ...bi('Lái xe địa hình trên sa mạc', 'Desert quad biking'), amount: 1900000 },
    ],
    hotels: [
      bi('Nhà riad truyền thống', 'Traditional riad'),
      bi('Trại lều sa mạc', 'Desert camp'),
      bi('Nhà nghỉ miền núi', 'Mountain guesthouse'),
    ],
    transport: [bi('Xe riêng', 'Private vehicle'), bi('Lạc đà', 'Camel'), bi('Tàu hỏa', 'Train')],
    highlights: [
      bi('Ngủ dưới bầu trời sao trong trại lều Sahara.', 'Sleep under the stars in a Saharan camp.'),
      bi('Lạc lối trong mê cung phố cổ Fes.', 'Get lost in the maze of the Fes medina.'),
      bi('Khám phá thành phố xanh Chefchaouen.', 'Explore the blue city of Chefchaouen.'),
    ],
    glance: {
      capital_city: bi('Rabat', 'Rabat'),
      population: '37.8 million',
      currency: bi('Dirham Ma-rốc (MAD)', 'Moroccan dirham (MAD)'),
      language: bi('Tiếng Ả Rập, tiếng Berber', 'Arabic, Berber'),
      time_zone: 'GMT+1',
      calling_code: '+212',
      electricity: '220V, 50Hz (C, E)',
    },
    palette: ['#ffb56b', '#9c4221'],
    tours: [
      t('morocco-imperial-cities', 'Các thành phố hoàng gia Ma-rốc', 'Morocco Imperial Cities', 10, 2, 2, 2),
      t('sahara-desert-adventure', 'Phiêu lưu sa mạc Sahara', 'Sahara Desert Adventure', 5, 1, 1, 3),
      t('atlas-mountains-trek', 'Trekking dãy núi Atlas', 'Atlas Mountains Trek', 6, 4, 3, 4),
      t('marrakech-to-fes', 'Từ Marrakech đến Fes', 'Marrakech to Fes', 8, 1, 1, 2),
    ],
  },
  {
    key: 'france',
    slug: 'france',
    code: 'FR',
    name: bi('Pháp', 'France'),
    region: bi('Châu Âu', 'Europe'),
    regionSlug: 'europe',
    blurb: bi(
      'Paris lãng mạn, cánh đồng oải hương Provence và những lâu đài cổ tích bên sông Loire.',
      'Romantic Paris, the lavender fields of Provence and fairy-tale châteaux along the Loire.',
    ),
    places: [
      bi('Paris', 'Paris'),
      bi('Normandy', 'Normandy'),
      bi('Avignon', 'Avignon'),
      bi('Chamonix', 'Chamonix'),
      bi('Tours', 'Tours'),
      bi('Nice', 'Nice'),
      bi('Lyon', 'Lyon'),
    ],
    activities: [
      bi('Du thuyền trên sông Seine', 'Seine river cruise'),
      bi('Tham quan tu viện Mont-Saint-Michel', 'Mont-Saint-Michel visit'),
      bi('Nếm phô mai và rượu vang', 'Cheese and wine tasting'),
      bi('Tham quan lâu đài Chambord', 'Château de Chambord visit'),
      bi('Đạp xe qua cánh đồng oải hương', 'Cycling through lavender fields'),
    ],
    optional: [
      { ...bi('Vé lên tháp Eiffel', 'Eiffel Tower summit ticket'), amount: 1100000 },
      { ...bi('Cáp treo Aiguille du Midi', 'Aiguille du Midi cable car'), amount: 2000000 },
      { ...bi('Lớp làm bánh sừng bò', 'Croissant baking class'), amount: 1500000 },
    ],
    hotels: [
      bi('Khách sạn trung tâm', 'Central hotel'),
      bi('Nhà khách lâu đài', 'Château guesthouse'),
      bi('Nhà nghỉ trên núi', 'Mountain refuge'),
    ],
    transport: [bi('Tàu TGV', 'TGV train'), bi('Xe đạp', 'Bicycle'), bi('Xe riêng', 'Private vehicle')],
    highlights: [
      bi(
        'Ngắm tháp Eiffel lên đèn từ du thuyền sông Seine.',
        'See the Eiffel Tower sparkle from a Seine cruise.',
      ),
      bi('Đạp xe giữa cánh đồng oải hương tím ngát.', 'Cycle among purple lavender fields.'),
      bi('Đi bộ vòng quanh đỉnh Mont Blanc.', 'Hike around the Mont Blanc massif.'),
    ],
    glance: {
      capital_city: bi('Paris', 'Paris'),
      population: '68.2 million',
      currency: bi('Euro (EUR)', 'Euro (EUR)'),
      language: bi('Tiếng Pháp', 'French'),
      time_zone: 'GMT+1',
      calling_code: '+33',
      electricity: '230V, 50Hz (C, E)',
    },
    palette: ['#cdb4db', '#3d5a80'],
    tours: [
      t('paris-and-normandy', 'Paris và Normandy', 'Paris & Normandy', 7, 2, 1, 1),
      t('provence-cycling', 'Đạp xe Provence', 'Cycling in Provence', 8, 2, 4, 3),
      t('tour-du-mont-blanc', 'Vòng quanh Mont Blanc', 'Tour du Mont Blanc', 11, 1, 3, 5),
      t('loire-valley-chateaux', 'Lâu đài thung lũng Loire', 'Loire Valley Châteaux', 5, 3, 2, 1),
    ],
  },
  {
    key: 'spain',
    slug: 'spain',
    code: 'ES',
    name: bi('Tây Ban Nha', 'Spain'),
    region: bi('Châu Âu', 'Europe'),
    regionSlug: 'europe',
    blurb: bi(
      'Điệu flamenco nồng nàn, kiến trúc Gaudí độc đáo và những đĩa tapas khó quên.',
      'Passionate flamenco, Gaudí’s wild architecture and tapas you will never forget.',
    ),
    places: [
      bi('Madrid', 'Madrid'),
      bi('Barcelona', 'Barcelona'),
      bi('Seville', 'Seville'),
      bi('Granada', 'Granada'),
      bi('Córdoba', 'Córdoba'),
      bi('Santiago de Compostela', 'Santiago de Compostela'),
      bi('Valencia', 'Valencia'),
    ],
    activities: [
      bi('Tham quan cung điện Alhambra', 'Alhambra palace tour'),
      bi('Xem biểu diễn flamenco', 'Flamenco show'),
      bi('Tham quan nhà thờ Sagrada Família', 'Sagrada Família visit'),
      bi('Tour ẩm thực tapas', 'Tapas crawl'),
      bi('Tham quan Mezquita Córdoba', 'Córdoba Mezquita visit'),
    ],
    optional: [
      { ...bi('Lớp nấu paella', 'Paella cooking class'), amount: 1400000 },
      { ...bi('Tham quan công viên Güell', 'Park Güell entry'), amount: 450000 },
      { ...bi('Nếm rượu vang Rioja', 'Rioja wine tasting'), amount: 1300000 },
    ],
    hotels: [
      bi('Khách sạn boutique', 'Boutique hotel'),
      bi('Nhà khách hành hương', 'Pilgrim hostel'),
      bi('Khách sạn cổ parador', 'Historic parador'),
    ],
    transport: [bi('Tàu AVE', 'AVE high-speed train'), bi('Xe buýt', 'Bus'), bi('Đi bộ', 'On foot')],
    highlights: [
      bi('Ngắm hoàng hôn trên cung điện Alhambra.', 'Watch the sunset over the Alhambra.'),
      bi('Thưởng thức tapas cùng người dân Seville.', 'Hop between tapas bars with locals in Seville.'),
      bi('Hoàn thành chặng cuối con đường Camino.', 'Walk the final stretch of the Camino.'),
    ],
    glance: {
      capital_city: bi('Madrid', 'Madrid'),
      population: '48.6 million',
      currency: bi('Euro (EUR)', 'Euro (EUR)'),
      language: bi('Tiếng Tây Ban Nha', 'Spanish'),
      time_zone: 'GMT+1',
      calling_code: '+34',
      electricity: '230V, 50Hz (C, F)',
    },
    palette: ['#ffd166', '#ef476f'],
    tours: [
      t('highlights-of-spain', 'Điểm nhấn Tây Ban Nha', 'Highlights of Spain', 12, 1, 1, 2),
      t('andalucia-discovery', 'Khám phá Andalucía', 'Andalucía Discovery', 8, 2, 2, 2),
      t('camino-de-santiago', 'Hành hương Camino de Santiago', 'Camino de Santiago', 9, 4, 3, 4),
      t('barcelona-city-break', 'Nghỉ dưỡng Barcelona', 'Barcelona City Break', 4, 3, 2, 1),
    ],
  },
  {
    key: 'greece',
    slug: 'greece',
    code: 'GR',
    name: bi('Hy Lạp', 'Greece'),
    region: bi('Châu Âu', 'Europe'),
    regionSlug: 'europe',
    blurb: bi(
      'Những ngôi nhà trắng bên biển xanh Aegean, tàn tích cổ đại và món salad Hy Lạp tươi ngon.',
      'White-washed villages above the blue Aegean, ancient ruins and the freshest Greek salad.',
    ),
    places: [
      bi('Athens', 'Athens'),
      bi('Santorini', 'Santorini'),
      bi('Mykonos', 'Mykonos'),
      bi('Naxos', 'Naxos'),
      bi('Delphi', 'Delphi'),
      bi('Meteora', 'Meteora'),
      bi('Chania', 'Chania'),
    ],
    activities: [
      bi('Tham quan đền Acropolis', 'Acropolis guided tour'),
      bi('Thăm các tu viện Meteora', 'Meteora monasteries visit'),
      bi('Du thuyền quanh miệng núi lửa Santorini', 'Santorini caldera cruise'),
      bi('Tham quan khu di tích Delphi', 'Delphi archaeological site'),
    ],
    optional: [
      { ...bi('Lặn ngắm san hô', 'Snorkelling trip'), amount: 1200000 },
      { ...bi('Nếm rượu vang Santorini', 'Santorini wine tasting'), amount: 1600000 },
      { ...bi('Lớp nấu ăn Hy Lạp', 'Greek cooking class'), amount: 1300000 },
    ],
    hotels: [bi('Khách sạn ven biển', 'Seaside hotel'), bi('Nhà nghỉ gia đình', 'Family guesthouse')],
    transport: [bi('Phà', 'Ferry'), bi('Xe buýt', 'Bus'), bi('Xe riêng', 'Private vehicle')],
    highlights: [
      bi('Ngắm hoàng hôn nổi tiếng ở Oia.', 'Catch the famous sunset in Oia.'),
      bi('Nhảy đảo bằng phà giữa biển Aegean.', 'Island-hop by ferry across the Aegean.'),
      bi('Đứng trên đỉnh Acropolis.', 'Stand atop the Acropolis.'),
    ],
    glance: {
      capital_city: bi('Athens', 'Athens'),
      population: '10.4 million',
      currency: bi('Euro (EUR)', 'Euro (EUR)'),
      language: bi('Tiếng Hy Lạp', 'Greek'),
      time_zone: 'GMT+2',
      calling_code: '+30',
      electricity: '230V, 50Hz (C, F)',
    },
    palette: ['#caf0f8', '#0077b6'],
    tours: [
      t('greek-island-hopping', 'Khám phá các đảo Hy Lạp', 'Greek Island Hopping', 10, 4, 1, 2),
      t('athens-and-santorini', 'Athens và Santorini', 'Athens & Santorini', 6, 3, 2, 1),
      t('classical-greece', 'Hy Lạp cổ điển', 'Classical Greece', 8, 2, 1, 2),
      t('crete-walking', 'Đi bộ đảo Crete', 'Crete Walking', 7, 1, 3, 4),
    ],
  },
  {
    key: 'thailand',
    slug: 'thailand',
    code: 'TH',
    name: bi('Thái Lan', 'Thailand'),
    region: bi('Châu Á', 'Asia'),
    regionSlug: 'asia',
    blurb: bi(
      'Chùa vàng lấp lánh, bãi biển cát trắng và ẩm thực đường phố sôi động bậc nhất châu Á.',
      'Glittering golden temples, white-sand beaches and Asia’s liveliest street food.',
    ),
    places: [
      bi('Bangkok', 'Bangkok'),
      bi('Ayutthaya', 'Ayutthaya'),
      bi('Chiang Mai', 'Chiang Mai'),
      bi('Chiang Rai', 'Chiang Rai'),
      bi('Krabi', 'Krabi'),
      bi('Koh Samui', 'Koh Samui'),
      bi('Phuket', 'Phuket'),
    ],
    activities: [
      bi('Tham quan chùa Phật Nằm Wat Pho', 'Wat Pho reclining Buddha'),
      bi('Thăm khu bảo tồn voi', 'Ethical elephant sanctuary'),
      bi('Đi thuyền đuôi dài trên kênh', 'Long-tail boat canal ride'),
      bi('Dạo chợ đêm Chiang Mai', 'Chiang Mai night bazaar'),
      bi('Lặn ngắm san hô ở Krabi', 'Snorkelling in Krabi'),
    ],
    optional: [
      { ...bi('Lớp học nấu ăn Thái', 'Thai cooking class'), amount: 800000 },
      { ...bi('Massage Thái truyền thống', 'Traditional Thai massage'), amount: 400000 },
      { ...bi('Đu dây zipline trong rừng', 'Jungle zipline'), amount: 1700000 },
    ],
    hotels: [
      bi('Khách sạn thành phố', 'City hotel'),
      bi('Bungalow ven biển', 'Beach bungalow'),
      bi('Nhà dân trên núi', 'Hill-tribe homestay'),
    ],
    transport: [bi('Tàu đêm', 'Overnight train'), bi('Thuyền', 'Boat'), bi('Xe tuk-tuk', 'Tuk-tuk')],
    highlights: [
      bi('Cho voi ăn tại khu bảo tồn có trách nhiệm.', 'Feed elephants at a responsible sanctuary.'),
      bi('Thưởng thức pad thái ngay tại chợ đêm.', 'Eat pad thai at a buzzing night market.'),
      bi('Thư giãn trên bãi biển Krabi.', 'Unwind on Krabi’s beaches.'),
    ],
    glance: {
      capital_city: bi('Bangkok', 'Bangkok'),
      population: '71.8 million',
      currency: bi('Baht Thái (THB)', 'Thai baht (THB)'),
      language: bi('Tiếng Thái', 'Thai'),
      time_zone: 'GMT+7',
      calling_code: '+66',
      electricity: '220V, 50Hz (A, B, C, O)',
    },
    palette: ['#fcbf49', '#2b9348'],
    tours: [
      t('bangkok-to-chiang-mai', 'Từ Bangkok đến Chiang Mai', 'Bangkok to Chiang Mai', 8, 4, 1, 2),
      t('thai-islands-escape', 'Thư giãn các đảo Thái Lan', 'Thai Islands Escape', 7, 2, 5, 1),
      t('northern-thailand-trek', 'Trekking miền Bắc Thái Lan', 'Northern Thailand Trek', 5, 1, 3, 4),
      t('thailand-family-adventure', 'Phiêu lưu gia đình Thái Lan', 'Thailand Family Adventure', 10, 2, 6, 1),
      t('bangkok-street-food', 'Ẩm thực đường phố Bangkok', 'Bangkok Street Food', 3, 4, 2, 1),
    ],
  },
  {
    key: 'peru',
    slug: 'peru',
    code: 'PE',
    name: bi('Peru', 'Peru'),
    region: bi('Nam Mỹ', 'South America'),
    regionSlug: 'south-america',
    blurb: bi(
      'Thành cổ Machu Picchu huyền bí, hồ Titicaca trên cao nguyên và rừng Amazon bạt ngàn.',
      'Mystical Machu Picchu, high-altitude Lake Titicaca and the endless Amazon.',
    ),
    places: [
      bi('Lima', 'Lima'),
      bi('Cusco', 'Cusco'),
      bi('Thung lũng Thiêng', 'Sacred Valley'),
      bi('Machu Picchu', 'Machu Picchu'),
      bi('Puno', 'Puno'),
      bi('Arequipa', 'Arequipa'),
      bi('Puerto Maldonado', 'Puerto Maldonado'),
    ],
    activities: [
      bi('Tham quan Machu Picchu có hướng dẫn', 'Guided Machu Picchu tour'),
      bi('Thăm đảo nổi Uros', 'Uros floating islands'),
      bi('Thăm chợ Pisac', 'Pisac market'),
      bi('Đi bộ đường mòn Inca', 'Inca Trail hike'),
      bi('Ngắm động vật hoang dã Amazon', 'Amazon wildlife walk'),
    ],
    optional: [
      { ...bi('Leo núi Huayna Picchu', 'Huayna Picchu climb'), amount: 1500000 },
      { ...bi('Bay ngắm đường vẽ Nazca', 'Nazca Lines flight'), amount: 6500000 },
      { ...bi('Lớp làm sô-cô-la', 'Chocolate workshop'), amount: 700000 },
    ],
    hotels: [
      bi('Khách sạn thuộc địa', 'Colonial hotel'),
      bi('Lều cắm trại', 'Camping'),
      bi('Nhà nghỉ trong rừng', 'Jungle lodge'),
    ],
    transport: [
      bi('Tàu hỏa', 'Train'),
      bi('Xe buýt', 'Bus'),
      bi('Thuyền', 'Boat'),
      bi('Máy bay nội địa', 'Domestic flight'),
    ],
    highlights: [
      bi('Đón bình minh tại Cổng Mặt Trời Machu Picchu.', 'Reach the Sun Gate of Machu Picchu at dawn.'),
      bi('Ngủ một đêm cùng gia đình trên hồ Titicaca.', 'Stay with a family on Lake Titicaca.'),
      bi('Khám phá rừng Amazon bằng thuyền.', 'Explore the Amazon by boat.'),
    ],
    glance: {
      capital_city: bi('Lima', 'Lima'),
      population: '34.4 million',
      currency: bi('Sol Peru (PEN)', 'Peruvian sol (PEN)'),
      language: bi('Tiếng Tây Ban Nha, tiếng Quechua', 'Spanish, Quechua'),
      time_zone: 'GMT-5',
      calling_code: '+51',
      electricity: '220V, 60Hz (A, C)',
    },
    palette: ['#e9c46a', '#264653'],
    tours: [
      t(
        'inca-trail-machu-picchu',
        'Đường mòn Inca đến Machu Picchu',
        'Inca Trail to Machu Picchu',
        8,
        1,
        3,
        5,
      ),
      t('peru-highlights', 'Điểm nhấn Peru', 'Peru Highlights', 12, 2, 1, 3),
      t('amazon-jungle-lodge', 'Khu nghỉ rừng Amazon', 'Amazon Jungle Lodge', 4, 2, 5, 2),
      t('lake-titicaca-discovery', 'Khám phá hồ Titicaca', 'Lake Titicaca Discovery', 5, 4, 2, 2),
    ],
  },
  {
    key: 'iceland',
    slug: 'iceland',
    code: 'IS',
    name: bi('Iceland', 'Iceland'),
    region: bi('Châu Âu', 'Europe'),
    regionSlug: 'europe',
    blurb: bi(
      'Thác nước, sông băng, suối nước nóng và cực quang nhảy múa trên bầu trời đêm.',
      'Waterfalls, glaciers, hot springs and the northern lights dancing overhead.',
    ),
    places: [
      bi('Reykjavík', 'Reykjavík'),
      bi('Vòng Vàng', 'Golden Circle'),
      bi('Vík', 'Vík'),
      bi('Jökulsárlón', 'Jökulsárlón'),
      bi('Akureyri', 'Akureyri'),
      bi('Mývatn', 'Mývatn'),
      bi('Landmannalaugar', 'Landmannalaugar'),
    ],
    activities: [
      bi('Tham quan thác Gullfoss', 'Gullfoss waterfall'),
      bi('Ngắm mạch nước phun Geysir', 'Geysir geothermal area'),
      bi('Dạo bãi biển cát đen Reynisfjara', 'Reynisfjara black-sand beach'),
      bi('Du thuyền giữa đầm băng', 'Glacier lagoon boat trip'),
      bi('Săn cực quang', 'Northern lights hunt'),
    ],
    optional: [
      { ...bi('Đi bộ trên sông băng', 'Glacier hike'), amount: 3400000 },
      { ...bi('Tắm Blue Lagoon', 'Blue Lagoon entry'), amount: 2500000 },
      { ...bi('Ngắm cá voi', 'Whale watching'), amount: 2800000 },
    ],
    hotels: [
      bi('Nhà nghỉ nông trại', 'Farm guesthouse'),
      bi('Khách sạn thành phố', 'City hotel'),
      bi('Nhà gỗ trên núi', 'Mountain hut'),
    ],
    transport: [
      bi('Xe riêng', 'Private vehicle'),
      bi('Xe buýt địa hình', 'Highland bus'),
      bi('Thuyền', 'Boat'),
    ],
    highlights: [
      bi('Ngắm cực quang giữa đêm đông.', 'See the aurora on a winter night.'),
      bi('Đi bộ trên sông băng Sólheimajökull.', 'Walk on the Sólheimajökull glacier.'),
      bi('Ngâm mình trong suối nước nóng tự nhiên.', 'Soak in a natural hot spring.'),
    ],
    glance: {
      capital_city: bi('Reykjavík', 'Reykjavík'),
      population: '0.39 million',
      currency: bi('Króna Iceland (ISK)', 'Icelandic króna (ISK)'),
      language: bi('Tiếng Iceland', 'Icelandic'),
      time_zone: 'GMT+0',
      calling_code: '+354',
      electricity: '230V, 50Hz (C, F)',
    },
    palette: ['#a8dadc', '#1d3557'],
    tours: [
      t('iceland-ring-road', 'Vòng quanh Iceland', 'Iceland Ring Road', 10, 2, 5, 2),
      t('northern-lights-iceland', 'Săn cực quang Iceland', 'Northern Lights Iceland', 5, 2, 5, 1),
      t('golden-circle-short-break', 'Vòng Vàng Iceland', 'Golden Circle Short Break', 3, 3, 5, 1),
      t('iceland-highlands-trek', 'Trekking cao nguyên Iceland', 'Iceland Highlands Trek', 7, 1, 3, 5),
    ],
  },
];

export const REGIONS = [
  { slug: 'asia', name: bi('Châu Á', 'Asia') },
  { slug: 'europe', name: bi('Châu Âu', 'Europe') },
  { slug: 'africa', name: bi('Châu Phi', 'Africa') },
  { slug: 'south-america', name: bi('Nam Mỹ', 'South America') },
];

export const FIRST_NAMES = [
  'Nguyễn Minh Anh',
  'Trần Quốc Bảo',
  'Lê Thị Hồng',
  'Phạm Đức Huy',
  'Hoàng Thu Trang',
  'Vũ Ngọc Lan',
  'Đặng Văn Hải',
  'Bùi Thanh Tâm',
  'Đỗ Khánh Linh',
  'Ngô Gia Huy',
  'Emma Wilson',
  'Liam Smith',
  'Olivia Brown',
  'Noah Taylor',
  'Sophie Martin',
  'Lucas Müller',
  'Chloé Dubois',
  'Mateo García',
  'Yuki Tanaka',
  'Isabella Rossi',
  'Jack O’Brien',
  'Mia Anderson',
  'Ethan Clarke',
  'Zoë Kowalski',
];

export const REVIEW_SNIPPETS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Chuyến đi tuyệt vời! Hướng dẫn viên rất nhiệt tình và am hiểu.',
    'Absolutely loved every minute. Our guide was fantastic and the itinerary was perfectly paced.',
    'Mọi thứ được sắp xếp chu đáo, khách sạn sạch đẹp, đồ ăn ngon. Nhất định sẽ quay lại!',
    'Best trip of my life. The small group made it feel personal and relaxed.',
    'Trải nghiệm đáng nhớ, phong cảnh đẹp như tranh vẽ.',
  ],
  4: [
    'Rất hài lòng, chỉ có một ngày hơi vội.',
    'Great trip overall, a couple of long bus days but worth it.',
    'Hướng dẫn viên tốt, lịch trình hợp lý. Khách sạn ở điểm thứ hai hơi xa trung tâm.',
    'Lovely experience, would have liked more free time in the cities.',
  ],
  3: [
    'Chuyến đi ổn, nhưng thời tiết không ủng hộ lắm.',
    'Decent trip. Some of the included activities felt rushed.',
    'Tạm được, giá hơi cao so với chất lượng dịch vụ.',
  ],
  2: [
    'Xe đón trễ hai lần, khá thất vọng.',
    'The accommodation did not match the description and the group was too large.',
  ],
  1: [
    'Không hài lòng. Lịch trình bị thay đổi mà không báo trước.',
    'Very disappointing, our departure was rescheduled twice.',
  ],
};

export const LONG_COMMENTS = [
  'Chúng tôi đã có mười ngày thật sự đáng nhớ. Ngay từ buổi gặp mặt đầu tiên, trưởng đoàn đã tạo cảm giác như một gia đình: anh ấy kể chuyện lịch sử của từng con phố, chỉ cho chúng tôi những quán ăn địa phương ngon nhất mà không sách hướng dẫn nào nhắc đến, và luôn kiên nhẫn trả lời mọi câu hỏi. Khách sạn sạch sẽ, vị trí thuận tiện. Điểm trừ duy nhất là có một ngày di chuyển khá dài, nhưng cảnh đẹp dọc đường đã bù lại tất cả. Tôi chắc chắn sẽ đặt thêm chuyến khác với công ty.',
  'This was my third trip with the company and easily the best. Our leader had an encyclopaedic knowledge of the region and a wonderful sense of humour, which kept spirits high even on the long travel days. The homestay night was the highlight for me: cooking dinner with our hosts and sharing stories late into the evening is something I will never forget. Accommodation ranged from simple to very comfortable, always clean. My only suggestion would be to add one more free afternoon in the larger cities to explore independently.',
  'Honestly a mixed experience. The scenery was spectacular and the included activities were well chosen, but our original leader fell ill on day three and the replacement was clearly new to the route. Several transfers ran late, and one hotel had lost our booking, which took over an hour to resolve at midnight. The company did respond quickly to my complaint afterwards and offered a partial refund, which I appreciated. I would travel with them again, but I hope the logistics are tighter next time around.',
];
