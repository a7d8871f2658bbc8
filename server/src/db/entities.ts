import { Role } from '../modules/auth/role.entity.js';
import { User } from '../modules/auth/user.entity.js';
import { AppSetting } from '../modules/settings/app-setting.entity.js';

/** Every entity, listed explicitly (no folder scanning: works the same from src and dist). */
export const entities = [User, Role, AppSetting];
