import type { StaticPageContent } from '../types';
import { exploreCards, inspirationCards } from './shared';

export const whoWeAre: StaticPageContent = {
  title: 'Về chúng tôi',
  description:
    'ViVu Travel là công ty du lịch nhóm nhỏ, đồng hành cùng du khách khám phá Việt Nam và châu Á từ năm 2010.',
  banner: {
    eyebrow: 'Giới thiệu ViVu Travel',
    subtitle: 'Trưởng đoàn bản địa, nhóm nhỏ và những chuyến đi để lại điều tốt đẹp cho nơi ta đến.',
    tones: ['#0f172a', '#0f766e'],
  },
  sections: [
    {
      id: 'about-us',
      tab: 'Giới thiệu',
      kind: 'intro',
      heading: 'Du lịch như có một người bạn dẫn đường',
      paragraphs: [
        'ViVu Travel ra đời ở Hà Nội với một chiếc xe nhỏ và một ý tưởng giản dị: cách tốt nhất để hiểu một vùng đất là đi cùng người sống ở đó.',
        'Ngày nay, các trưởng đoàn địa phương của chúng tôi dẫn hàng nghìn du khách mỗi năm, luôn theo nhóm nhỏ và luôn có chỗ cho những điều bất ngờ.',
      ],
      stats: [
        { value: '15+', label: 'năm đồng hành' },
        { value: '120', label: 'trưởng đoàn địa phương' },
        { value: '12', label: 'du khách mỗi đoàn (trung bình)' },
      ],
    },
    {
      id: 'inspiration',
      tab: 'Cảm hứng',
      kind: 'inspiration',
      heading: 'Ý tưởng cho chuyến đi tiếp theo',
      intro: 'Câu chuyện và cẩm nang từ blog của chúng tôi.',
      cards: inspirationCards,
    },
    {
      id: 'highlights',
      tab: 'Nổi bật',
      kind: 'highlights',
      heading: 'Những chuyến đi được yêu thích',
      intro: 'Một vài hành trình chúng tôi đang tổ chức.',
      count: 3,
    },
    {
      id: 'explore',
      tab: 'Khám phá',
      kind: 'cards',
      heading: 'Hiểu thêm về chúng tôi',
      cards: exploreCards,
    },
  ],
  cta: {
    heading: 'Sẵn sàng cho chuyến phiêu lưu tiếp theo?',
    text: 'Tìm chuyến đi phù hợp với lịch trình, ngân sách và phong cách của bạn.',
    button: 'Tìm chuyến đi',
  },
};
