/**
 * Vietnam's administrative units after the reform of 1 July 2025: 34 provinces and centrally-run cities, each
 * divided directly into wards (phường), communes (xã) and special zones (đặc khu) — districts no longer exist.
 *
 * The traveller form offers these for Vietnam instead of the geographic-names service (which still lists the
 * pre-reform provinces and districts). The module is loaded lazily (`import('@/domain/vnAddress')`) only when
 * Vietnam is chosen.
 *
 * IMPORTANT: the ward/commune lists below are REPRESENTATIVE, not complete (the country has 3 321 units): they hold
 * the well-known central wards of each province. The full, maintained list should come from a maintained package
 * (e.g. an npm dataset that tracks official decisions) once one is added to the project; the field accepts any
 * typed text meanwhile, so a traveller whose ward is missing can still book.
 */
export interface VnProvince {
  name: string;
  wards: readonly string[];
}

export const VN_PROVINCES: readonly VnProvince[] = [
  {
    name: 'Hà Nội',
    wards: [
      'Phường Hoàn Kiếm', 'Phường Cửa Nam', 'Phường Ba Đình', 'Phường Ngọc Hà', 'Phường Giảng Võ',
      'Phường Hai Bà Trưng', 'Phường Vĩnh Tuy', 'Phường Bạch Mai', 'Phường Đống Đa', 'Phường Kim Liên',
      'Phường Văn Miếu - Quốc Tử Giám', 'Phường Láng', 'Phường Ô Chợ Dừa', 'Phường Hồng Hà', 'Phường Tây Hồ',
      'Phường Phú Thượng', 'Phường Cầu Giấy', 'Phường Nghĩa Đô', 'Phường Yên Hòa', 'Phường Thanh Xuân',
      'Phường Khương Đình', 'Phường Hoàng Mai', 'Phường Lĩnh Nam', 'Phường Long Biên', 'Phường Bồ Đề',
      'Phường Hà Đông', 'Phường Sơn Tây', 'Xã Sóc Sơn', 'Xã Đông Anh', 'Xã Gia Lâm', 'Xã Bát Tràng',
    ],
  },
  {
    name: 'Huế',
    wards: [
      'Phường Thuận Hóa', 'Phường Phú Xuân', 'Phường Kim Long', 'Phường Vỹ Dạ', 'Phường An Cựu',
      'Phường Thủy Xuân', 'Phường Hương Thủy', 'Phường Hương Trà', 'Phường Thuận An', 'Xã Phú Vang',
    ],
  },
  {
    name: 'Quảng Ninh',
    wards: [
      'Phường Hạ Long', 'Phường Bãi Cháy', 'Phường Hồng Gai', 'Phường Hà Tu', 'Phường Cẩm Phả',
      'Phường Uông Bí', 'Phường Móng Cái 1', 'Phường Đông Triều', 'Đặc khu Vân Đồn', 'Đặc khu Cô Tô',
    ],
  },
  { name: 'Cao Bằng', wards: ['Phường Thục Phán', 'Phường Nùng Trí Cao', 'Phường Tân Giang', 'Xã Trùng Khánh'] },
  { name: 'Lạng Sơn', wards: ['Phường Lương Văn Tri', 'Phường Tam Thanh', 'Phường Đông Kinh', 'Phường Kỳ Lừa', 'Xã Đồng Đăng'] },
  { name: 'Lai Châu', wards: ['Phường Tân Phong', 'Phường Đoàn Kết', 'Xã Sìn Hồ', 'Xã Tam Đường'] },
  { name: 'Điện Biên', wards: ['Phường Điện Biên Phủ', 'Phường Mường Thanh', 'Phường Mường Lay', 'Xã Mường Phăng'] },
  { name: 'Sơn La', wards: ['Phường Tô Hiệu', 'Phường Chiềng An', 'Phường Chiềng Cơi', 'Phường Chiềng Sinh', 'Phường Mộc Châu'] },
  { name: 'Thanh Hóa', wards: ['Phường Hạc Thành', 'Phường Hàm Rồng', 'Phường Đông Sơn', 'Phường Sầm Sơn', 'Phường Bỉm Sơn'] },
  { name: 'Nghệ An', wards: ['Phường Thành Vinh', 'Phường Trường Vinh', 'Phường Vinh Hưng', 'Phường Vinh Phú', 'Phường Vinh Lộc', 'Phường Cửa Lò'] },
  { name: 'Hà Tĩnh', wards: ['Phường Thành Sen', 'Phường Trần Phú', 'Phường Hà Huy Tập', 'Phường Bắc Hồng Lĩnh', 'Xã Thiên Cầm'] },
  { name: 'Tuyên Quang', wards: ['Phường Minh Xuân', 'Phường Nông Tiến', 'Phường Hà Giang 1', 'Phường Hà Giang 2', 'Xã Đồng Văn', 'Xã Mèo Vạc'] },
  { name: 'Lào Cai', wards: ['Phường Lào Cai', 'Phường Cam Đường', 'Phường Sa Pa', 'Phường Yên Bái', 'Phường Văn Phú', 'Xã Bắc Hà'] },
  { name: 'Thái Nguyên', wards: ['Phường Phan Đình Phùng', 'Phường Linh Sơn', 'Phường Quyết Thắng', 'Phường Phổ Yên', 'Phường Sông Công', 'Phường Đức Xuân'] },
  { name: 'Phú Thọ', wards: ['Phường Việt Trì', 'Phường Nông Trang', 'Phường Phú Thọ', 'Phường Vĩnh Phúc', 'Phường Vĩnh Yên', 'Phường Hòa Bình'] },
  { name: 'Bắc Ninh', wards: ['Phường Kinh Bắc', 'Phường Võ Cường', 'Phường Vũ Ninh', 'Phường Từ Sơn', 'Phường Bắc Giang', 'Phường Đa Mai'] },
  { name: 'Hưng Yên', wards: ['Phường Phố Hiến', 'Phường Sơn Nam', 'Phường Hồng Châu', 'Phường Thái Bình', 'Phường Trần Hưng Đạo'] },
  {
    name: 'Hải Phòng',
    wards: [
      'Phường Hồng Bàng', 'Phường Ngô Quyền', 'Phường Gia Viên', 'Phường Lê Chân', 'Phường Hải An',
      'Phường Kiến An', 'Phường Đồ Sơn', 'Phường Thủy Nguyên', 'Phường Hải Dương', 'Phường Thành Đông',
      'Đặc khu Cát Hải', 'Đặc khu Bạch Long Vĩ',
    ],
  },
  { name: 'Ninh Bình', wards: ['Phường Hoa Lư', 'Phường Tam Điệp', 'Phường Nam Định', 'Phường Phủ Lý', 'Xã Gia Sinh', 'Xã Cúc Phương'] },
  { name: 'Quảng Trị', wards: ['Phường Đồng Hới', 'Phường Đồng Thuận', 'Phường Đông Hà', 'Phường Quảng Trị', 'Xã Phong Nha', 'Đặc khu Cồn Cỏ'] },
  {
    name: 'Đà Nẵng',
    wards: [
      'Phường Hải Châu', 'Phường Hòa Cường', 'Phường Thanh Khê', 'Phường An Khê', 'Phường An Hải',
      'Phường Sơn Trà', 'Phường Ngũ Hành Sơn', 'Phường Hòa Khánh', 'Phường Liên Chiểu', 'Phường Cẩm Lệ',
      'Phường Hội An', 'Phường Tam Kỳ', 'Xã Bà Nà', 'Đặc khu Hoàng Sa',
    ],
  },
  { name: 'Quảng Ngãi', wards: ['Phường Cẩm Thành', 'Phường Nghĩa Lộ', 'Phường Trương Quang Trọng', 'Phường Kon Tum', 'Đặc khu Lý Sơn'] },
  { name: 'Gia Lai', wards: ['Phường Pleiku', 'Phường Hội Phú', 'Phường Diên Hồng', 'Phường Quy Nhơn', 'Phường Quy Nhơn Nam', 'Phường An Khê'] },
  { name: 'Khánh Hòa', wards: ['Phường Nha Trang', 'Phường Bắc Nha Trang', 'Phường Nam Nha Trang', 'Phường Cam Ranh', 'Phường Phan Rang', 'Đặc khu Trường Sa'] },
  {
    name: 'Lâm Đồng',
    wards: [
      'Phường Xuân Hương - Đà Lạt', 'Phường Cam Ly - Đà Lạt', 'Phường Lâm Viên - Đà Lạt', 'Phường Lang Biang - Đà Lạt',
      'Phường Bảo Lộc 1', 'Phường Phan Thiết', 'Phường Mũi Né', 'Phường Bắc Gia Nghĩa', 'Đặc khu Phú Quý',
    ],
  },
  { name: 'Đắk Lắk', wards: ['Phường Buôn Ma Thuột', 'Phường Tân An', 'Phường Ea Kao', 'Phường Tuy Hòa', 'Phường Phú Yên'] },
  {
    name: 'Thành phố Hồ Chí Minh',
    wards: [
      'Phường Sài Gòn', 'Phường Tân Định', 'Phường Bến Thành', 'Phường Cầu Ông Lãnh', 'Phường Bàn Cờ',
      'Phường Xuân Hòa', 'Phường Nhiêu Lộc', 'Phường Chợ Lớn', 'Phường Gia Định', 'Phường Bình Thạnh',
      'Phường Thạnh Mỹ Tây', 'Phường Phú Nhuận', 'Phường Tân Sơn Nhất', 'Phường Gò Vấp', 'Phường Thủ Đức',
      'Phường An Khánh', 'Phường Tân Mỹ', 'Phường Thủ Dầu Một', 'Phường Vũng Tàu', 'Xã Củ Chi', 'Xã Cần Giờ',
      'Đặc khu Côn Đảo',
    ],
  },
  { name: 'Đồng Nai', wards: ['Phường Trấn Biên', 'Phường Biên Hòa', 'Phường Tam Hiệp', 'Phường Long Khánh', 'Phường Bình Phước', 'Phường Đồng Xoài'] },
  { name: 'Tây Ninh', wards: ['Phường Tân Ninh', 'Phường Bình Minh', 'Phường Hòa Thành', 'Phường Long An', 'Phường Tân An', 'Phường Kiến Tường'] },
  { name: 'Cần Thơ', wards: ['Phường Ninh Kiều', 'Phường Cái Khế', 'Phường Tân An', 'Phường Bình Thủy', 'Phường Cái Răng', 'Phường Vị Thanh', 'Phường Sóc Trăng'] },
  { name: 'Vĩnh Long', wards: ['Phường Thanh Đức', 'Phường Long Châu', 'Phường Phước Hậu', 'Phường Bến Tre', 'Phường Trà Vinh'] },
  { name: 'Đồng Tháp', wards: ['Phường Cao Lãnh', 'Phường Mỹ Trà', 'Phường Sa Đéc', 'Phường Mỹ Tho', 'Phường Gò Công'] },
  { name: 'Cà Mau', wards: ['Phường An Xuyên', 'Phường Tân Thành', 'Phường Lý Văn Lâm', 'Phường Bạc Liêu', 'Phường Giá Rai', 'Xã Đất Mũi'] },
  { name: 'An Giang', wards: ['Phường Long Xuyên', 'Phường Bình Đức', 'Phường Châu Đốc', 'Phường Rạch Giá', 'Phường Hà Tiên', 'Đặc khu Phú Quốc'] },
];

/** The 34 province names, roughly north to south. */
export function vnProvinceNames(): string[] {
  return VN_PROVINCES.map((p) => p.name);
}

/** The wards/communes of a province (exact name), or an empty list for an unknown province. */
export function vnWardsOf(province: string | null | undefined): string[] {
  const found = VN_PROVINCES.find((p) => p.name === (province ?? '').trim());
  return found ? [...found.wards] : [];
}
