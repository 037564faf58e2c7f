// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FEATURES_OFF, withFeaturesOff } from '../../../scripts/bench/browser.mjs';

const featuresOff = (flags: string[]) => flags.filter((flag) => flag.startsWith('--disable-features='));

describe('withFeaturesOff', () => {
  it('adds the features the bench turns off as one switch, keeping every other flag in its order', () => {
    const flags = withFeaturesOff(['--headless=new', '--no-sandbox']);
    expect(flags.slice(0, 2)).toEqual(['--headless=new', '--no-sandbox']);
    expect(featuresOff(flags)).toEqual([`--disable-features=${FEATURES_OFF.join(',')}`]);
  });

  it('merges the lists already given into the one switch Chromium reads, each feature once', () => {
    // Chromium keeps only the last of a switch given twice: a list left beside another would be dropped.
    const flags = withFeaturesOff(
      ['--disable-features=Translate,MediaRouter', '--mute-audio', '--disable-features=MediaRouter,RenderDocument'],
      ['WebUIOmniboxPopup'],
    );
    expect(featuresOff(flags)).toEqual(['--disable-features=Translate,MediaRouter,RenderDocument,WebUIOmniboxPopup']);
    expect(flags).toContain('--mute-audio');
  });
});
