import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'red light green light': {
    travel:
      'FamousCrosswalkPhotos StopAndGoCityTour RedLightRoadTripGame RedLightGreenLightHike ExploreTillRedLight RedLightSightseeing',
    tech: 'RedLightMotionDetector TrafficLightCoding RedLightGreenLightApp AIRefereeRedLight RedLightGreenLightCam RedLightLEDSign',
  },
  'shaving cream': {
    cooking:
      'ShavingCreamDyedEggs ShavingCreamPipingPrep ShavingCreamStoveCleanup FakeFoodShavingCream CloudBreadFluff DadsShaveDayBrunch',
  },
};
