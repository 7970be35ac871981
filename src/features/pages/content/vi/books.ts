import type { StaticPageContent } from '../types';
import { exploreCards, inspirationCards } from './shared';

export const books: StaticPageContent = {
  title: 'Sách',
  description: 'Cẩm nang và ấn phẩm du lịch của ViVu Travel giúp bạn lên kế hoạch cho chuyến đi.',
  banner: {
    eyebrow: 'Cẩm nang và ấn phẩm',
    subtitle: 'Mọi thứ bạn cần để lên kế hoạch: mùa đẹp, lộ trình, ngân sách và những chuyến đi hay nhất.',
    tones: ['#1e3a8a', '#7c3aed'],
  },
  sections: [
    {
      id: 'our-guides',
      tab: 'Cẩm nang',
      kind: 'intro',
      heading: 'Lên kế hoạch với cẩm nang du lịch',
      paragraphs: [
        'Cẩm nang do các trưởng đoàn địa phương biên soạn và cập nhật mỗi mùa, với lời khuyên chân thực về thời điểm nên đi và những điều cần biết.',
        'Bạn có thể đọc miễn phí trên mạng, hoặc nhờ đội ngũ của chúng tôi gửi bản in về vùng đất bạn yêu thích.',
      ],
      stats: [
        { value: '18', label: 'cẩm nang điểm đến' },
        { value: '2', label: 'ngôn ngữ: tiếng Việt và tiếng Anh' },
        { value: '4', label: 'lần cập nhật mỗi năm' },
      ],
    },
    {
      id: 'reading-ideas',
      tab: 'Gợi ý đọc',
      kind: 'inspiration',
      heading: 'Gợi ý đọc',
      intro: 'Bắt đầu với những chương này.',
      cards: inspirationCards,
    },
    {
      id: 'featured-trips',
      tab: 'Chuyến đi tiêu biểu',
      kind: 'highlights',
      heading: 'Có mặt trong ấn phẩm mùa này',
      intro: 'Những chuyến đi trên trang bìa.',
      count: 3,
    },
    {
      id: 'more-from-us',
      tab: 'Thêm từ chúng tôi',
      kind: 'cards',
      heading: 'Thêm từ ViVu Travel',
      cards: exploreCards,
    },
  ],
  cta: {
    heading: 'Đã tìm thấy chuyến đi ưng ý?',
    text: 'Xem ngày khởi hành và giá cho hành trình tiếp theo của bạn.',
    button: 'Tìm chuyến đi',
  },
};
