import type { StaticPageContent } from '../types';
import { exploreCards, inspirationCards } from './shared';

export const stories: StaticPageContent = {
  title: 'Câu chuyện của chúng tôi',
  description: 'Câu chuyện từ du khách, trưởng đoàn và những cộng đồng chúng tôi ghé thăm.',
  banner: {
    eyebrow: 'Kể bởi chính những người đã đến',
    subtitle: 'Du khách, trưởng đoàn và chủ nhà chia sẻ những khoảnh khắc đáng nhớ.',
    tones: ['#7c2d12', '#ea580c'],
  },
  sections: [
    {
      id: 'latest-stories',
      tab: 'Mới nhất',
      kind: 'inspiration',
      heading: 'Câu chuyện mới nhất',
      intro: 'Vừa trở về từ những cung đường.',
      cards: inspirationCards,
    },
    {
      id: 'our-people',
      tab: 'Con người',
      kind: 'intro',
      heading: 'Những con người sau câu chuyện',
      paragraphs: [
        'Lan lớn lên ở một làng chài gần Hội An và giờ đưa du khách đến thăm các xưởng đèn lồng của hàng xóm.',
        'Minh rời công việc ngân hàng ở Sài Gòn để dẫn các tour xe đạp miền Tây. Anh vẫn thuộc lòng mọi giờ phà.',
      ],
      stats: [
        { value: '4,8/5', label: 'điểm đánh giá trung bình' },
        { value: '25.000', label: 'du khách năm vừa qua' },
        { value: '60%', label: 'du khách quay lại' },
      ],
    },
    {
      id: 'trips-in-stories',
      tab: 'Chuyến đi trong câu chuyện',
      kind: 'highlights',
      heading: 'Chuyến đi từ những câu chuyện này',
      intro: 'Hãy tự mình sống trong câu chuyện.',
      count: 3,
    },
    {
      id: 'more-to-read',
      tab: 'Đọc thêm',
      kind: 'cards',
      heading: 'Đọc thêm',
      cards: exploreCards,
    },
  ],
  cta: {
    heading: 'Viết câu chuyện của riêng bạn',
    text: 'Chọn điểm đến, phần còn lại để chúng tôi lo.',
    button: 'Tìm chuyến đi',
  },
};
