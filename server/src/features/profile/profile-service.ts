import { isPremium, profileCompleteness, type CulturalBackground, type Gender, type OwnProfile, type ProfileUpdate, type SessionUser } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import type { AllowanceRepository } from '../subscription/allowance-repository.js';
import type { PreferencesRepository } from '../preferences/preferences-repository.js';
import { toHomePosition } from '../home-city/home-position.js';
import { countryName, type HomeCityService } from '../home-city/home-city-service.js';
import type { ProfileRepository } from './profile-repository.js';

const mediaUrl = (path: string | null) => (path ? `/api/media/${path}` : null);

export function createProfileService(deps: {
  profiles: ProfileRepository;
  preferences: PreferencesRepository;
  allowance: AllowanceRepository;
  places: HomeCityService;
}) {
  async function read(user: SessionUser): Promise<OwnProfile> {
    const found = await deps.profiles.read(user.id);
    if (!found) throw new HttpError(404, 'Profile not found. Please sign in again.', 'PROFILE_NOT_FOUND');
    const { row } = found;
    const [preference, subscription] = await Promise.all([deps.preferences.read(user.id), deps.allowance.subscription(user.id)]);
    const fields = {
      name: row.name,
      bio: row.bio,
      age: row.age,
      gender: row.gender as Gender | null,
      country: row.country,
      culturalBackground: found.culturalBackground as CulturalBackground[],
      interests: found.interests,
      lifestyle: row.lifestyle,
      instagram: row.instagram,
      linkedin: row.linkedin,
      calendly: row.calendly,
      imageUrl: mediaUrl(row.image_path),
      coverImage: mediaUrl(row.cover_image_path),
    };
    return {
      ...fields,
      homeCity: row.home_city_id === null ? null : { id: row.home_city_id, name: row.home_city_name, country: countryName(row.home_city_country), countryCode: row.home_city_country },
      coverImageUrl: fields.coverImage,
      isPremium: isPremium(subscription, new Date()),
      selfieVerified: row.selfie_verified_at !== null,
      matchCount: found.matchCount,
      completeness: profileCompleteness(fields, preference),
    };
  }

  return {
    read,
    async update(user: SessionUser, update: ProfileUpdate): Promise<OwnProfile> {
      const { homeCityId, ...fields } = update;
      if (homeCityId === undefined) {
        await deps.profiles.update(user.id, fields);
        return read(user);
      }
      const city = homeCityId === null ? null : await deps.places.find(homeCityId);
      if (homeCityId !== null && !city) throw new HttpError(400, 'We could not find that city. Please choose it from the list again.', 'UNKNOWN_CITY');
      // Only the city's own coordinates are kept, rounded to about 11 km (decision 046).
      const home = city ? { id: city.id, name: city.name, countryCode: city.countryCode, position: toHomePosition(city.lat, city.lon) } : null;
      await deps.profiles.update(user.id, { ...(city && fields.country === undefined ? { country: countryName(city.countryCode) } : {}), ...fields }, home);
      return read(user);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
