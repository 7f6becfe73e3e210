import { type DemoCategory } from './types';

export const demoCategories: DemoCategory[] = [
  {
    key: 'rice',
    name: 'Rice',
    blurb: 'Everyday Sona Masoori, aged Basmati and heirloom rices from Kerala, Bengal and Manipur.',
    palette: { background: '#e9d8b4', grain: '#fffaf0', accent: '#8a5a2b' },
    drawing: { vessel: 'bowl', grain: 'long' },
  },
  {
    key: 'millets-and-grains',
    name: 'Millets & Grains',
    blurb: 'Foxtail, little, kodo and finger millets, cleaned and ready to cook like rice.',
    palette: { background: '#f3e3c3', grain: '#e0b458', accent: '#6b4a2f' },
    drawing: { vessel: 'bowl', grain: 'round' },
  },
  {
    key: 'pulses-and-dals',
    name: 'Pulses & Dals',
    blurb: 'Unpolished toor, moong, urad and masoor dals, and whole pulses for the week.',
    palette: { background: '#fbe3c8', grain: '#f2b705', accent: '#9c3d1e' },
    drawing: { vessel: 'bowl', grain: 'split' },
  },
  {
    key: 'flours',
    name: 'Flours',
    blurb: 'Stone-ground chakki atta, besan and millet flours, milled in small batches.',
    palette: { background: '#efe6d8', grain: '#fbf5ea', accent: '#b08a58' },
    drawing: { vessel: 'sack', grain: 'powder' },
  },
  {
    key: 'spices',
    name: 'Spices',
    blurb: 'Whole and ground spices from Kashmir, Kerala, Meghalaya and Rajasthan.',
    palette: { background: '#f8d9c0', grain: '#c0392b', accent: '#5a3a22' },
    drawing: { vessel: 'bowl', grain: 'round' },
  },
  {
    key: 'oils',
    name: 'Oils',
    blurb: 'Wood-pressed groundnut, sesame, coconut and mustard oils, filtered by settling.',
    palette: { background: '#f7eccc', grain: '#e3a521', accent: '#2f5d3a' },
    drawing: { vessel: 'bottle', grain: 'nut' },
  },
  {
    key: 'dry-fruits',
    name: 'Dry Fruits',
    blurb: 'Almonds, cashews, walnuts, raisins and makhana, packed fresh for snacking and sweets.',
    palette: { background: '#f1dfc9', grain: '#b5773f', accent: '#7a4b2a' },
    drawing: { vessel: 'bowl', grain: 'nut' },
  },
  {
    key: 'organic-fresh-produce',
    name: 'Organic Fresh Produce',
    blurb: 'Greens and vegetables from certified organic farms near the shop, picked to order.',
    palette: { background: '#e3efd2', grain: '#4f8a2f', accent: '#a0723f' },
    drawing: { vessel: 'basket', grain: 'leaf' },
  },
  {
    key: 'jaggery-and-sweeteners',
    name: 'Jaggery & Sweeteners',
    blurb: 'Kolhapur jaggery, palm jaggery and raw honey: sweetness the old way.',
    palette: { background: '#f6e2c0', grain: '#a8642a', accent: '#6e3b1f' },
    drawing: { vessel: 'bowl', grain: 'cube' },
  },
];
