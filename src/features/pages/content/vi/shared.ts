import type { InspirationCard, LinkCard } from '../types';

/** Các thẻ "khám phá thêm" dùng chung: blog, impact, community, bcorp, foundation, adventures, newsroom. */
export const exploreCards: LinkCard[] = [
  {
    label: 'Blog',
    title: 'Blog du lịch',
    text: 'Cẩm nang, mẹo hay và câu chuyện từ du khách cùng các trưởng đoàn địa phương.',
    link: { kind: 'posts' },
    linkText: 'Đọc blog',
    tones: ['#0f766e', '#34d399'],
  },
  {
    label: 'Tác động',
    title: 'Tác động của chúng tôi',
    text: 'Mỗi chuyến đi hỗ trợ doanh nghiệp địa phương, trả lương công bằng và gìn giữ những nơi chúng ta ghé thăm.',
    link: { kind: 'post', slug: 'impact' },
    linkText: 'Xem tác động',
    tones: ['#1d4ed8', '#60a5fa'],
  },
  {
    label: 'Cộng đồng',
    title: 'Du lịch cộng đồng',
    text: 'Homestay, lớp nấu ăn ở làng quê và xưởng thủ công do chính người dân địa phương vận hành.',
    link: { kind: 'post', slug: 'community' },
    linkText: 'Gặp gỡ cộng đồng',
    tones: ['#b45309', '#fbbf24'],
  },
  {
    label: 'B Corp',
    title: 'Doanh nghiệp đạt chứng nhận B Corp',
    text: 'Chúng tôi đo lường tác động xã hội và môi trường của mình và công bố kết quả.',
    link: { kind: 'post', slug: 'bcorp' },
    linkText: 'Vì sao B Corp quan trọng',
    tones: ['#334155', '#94a3b8'],
  },
  {
    label: 'Quỹ',
    title: 'Quỹ ViVu',
    text: 'Học bổng, nước sạch và trồng rừng nhờ sự đóng góp của du khách.',
    link: { kind: 'post', slug: 'foundation' },
    linkText: 'Tìm hiểu về quỹ',
    tones: ['#15803d', '#86efac'],
  },
  {
    label: 'Phiêu lưu',
    title: 'Hành trình nhóm nhỏ',
    text: 'Mười hai du khách, một trưởng đoàn bản địa và những ngày đáng nhớ suốt nhiều năm.',
    link: { kind: 'post', slug: 'adventures' },
    linkText: 'Cách chúng tôi tổ chức',
    tones: ['#9f1239', '#fb7185'],
  },
  {
    label: 'Tin tức',
    title: 'Phòng tin tức',
    text: 'Tin công ty, điểm đến mới và thông cáo báo chí.',
    link: { kind: 'post', slug: 'newsroom' },
    linkText: 'Tin mới nhất',
    tones: ['#6d28d9', '#c4b5fd'],
  },
];

/** Ý tưởng cho băng chuyền cảm hứng (mỗi thẻ mở một bài viết trên blog). */
export const inspirationCards: InspirationCard[] = [
  {
    idea: 'Ẩm thực',
    title: 'Ẩm thực đường phố Hà Nội',
    description: 'Bún chả, bánh cuốn và cà phê trứng: mười món phải thử ở phố cổ.',
    slug: 'street-food-hanoi',
    tones: ['#c2410c', '#fdba74'],
  },
  {
    idea: 'Lên kế hoạch',
    title: 'Cẩm nang du lịch Việt Nam',
    description: 'Thời tiết từng miền, món ngon và những điều cần biết trước chuyến đi.',
    slug: 'travel-guide-vietnam',
    tones: ['#1e40af', '#93c5fd'],
  },
  {
    idea: 'Mùa đẹp',
    title: 'Thời điểm đẹp nhất đến Nhật Bản',
    description: 'Hoa anh đào, lá đỏ hay tuyết trắng? Hãy chọn mùa của bạn.',
    slug: 'best-time-to-visit-japan',
    tones: ['#be185d', '#f9a8d4'],
  },
  {
    idea: 'Trekking',
    title: 'Danh sách đồ trekking',
    description: 'Giày đã đi quen, nhiều lớp áo mỏng và những món cần cho chuyến đi dài ngày.',
    slug: 'packing-list-for-trekking',
    tones: ['#166534', '#bef264'],
  },
  {
    idea: 'Thiên nhiên',
    title: 'Cẩm nang săn cực quang',
    description: 'Khi nào và ở đâu để ngắm cực quang ở Iceland.',
    slug: 'northern-lights-guide',
    tones: ['#0f172a', '#22d3ee'],
  },
  {
    idea: 'Văn hóa',
    title: 'Kinh nghiệm du lịch Ma-rốc',
    description: 'Mặc cả vui vẻ, trang phục phù hợp và phong tục địa phương.',
    slug: 'morocco-travel-tips',
    tones: ['#a16207', '#fde047'],
  },
];
