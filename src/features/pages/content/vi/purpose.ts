import type { StaticPageContent } from '../types';
import { exploreCards, inspirationCards } from './shared';

export const purpose: StaticPageContent = {
  title: 'Sứ mệnh của chúng tôi',
  description:
    'Chúng tôi tạo nên những trải nghiệm ý nghĩa, mang lại điều tốt cho du khách, người dân địa phương và hành tinh.',
  banner: {
    eyebrow: 'Vì sao chúng tôi làm du lịch',
    subtitle: 'Thay đổi cách con người nhìn thế giới — và cách thế giới được hưởng lợi từ du lịch.',
    tones: ['#14532d', '#65a30d'],
  },
  sections: [
    {
      id: 'our-purpose',
      tab: 'Sứ mệnh',
      kind: 'intro',
      heading: 'Du lịch để cho đi',
      paragraphs: [
        'Du lịch có thể mang lại việc làm và niềm tự hào cho những nơi nó chạm đến, hoặc làm chúng kiệt quệ. Chúng tôi chọn điều thứ nhất.',
        'Chúng tôi ở khách sạn của người địa phương, ăn ở nhà hàng gia đình và trả lương công bằng cho trưởng đoàn, để phần lớn chi tiêu của bạn ở lại nơi bạn đến.',
      ],
      stats: [
        { value: '85%', label: 'chi phí chuyến đi ở lại điểm đến' },
        { value: '40', label: 'đối tác cộng đồng' },
        { value: '0', label: 'chai nhựa dùng một lần trong chuyến đi' },
      ],
    },
    {
      id: 'commitments',
      tab: 'Cam kết',
      kind: 'cards',
      heading: 'Cam kết của chúng tôi',
      intro: 'Xem cách chúng tôi biến sứ mệnh thành hành động.',
      cards: exploreCards,
    },
    {
      id: 'inspiration',
      tab: 'Cảm hứng',
      kind: 'inspiration',
      heading: 'Ý tưởng du lịch có trách nhiệm',
      intro: 'Những cách đi nhẹ nhàng hơn và gần gũi hơn với đời sống địa phương.',
      cards: inspirationCards,
    },
    {
      id: 'highlights',
      tab: 'Chuyến đi',
      kind: 'highlights',
      heading: 'Những chuyến đi ý nghĩa',
      intro: 'Hành trình có trải nghiệm cộng đồng mỗi ngày.',
      count: 3,
    },
  ],
  cta: {
    heading: 'Du lịch có mục đích',
    text: 'Mỗi chuyến đi bạn đặt đều góp phần hỗ trợ cộng đồng địa phương.',
    button: 'Tìm chuyến đi',
  },
};
