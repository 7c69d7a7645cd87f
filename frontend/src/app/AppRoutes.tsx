import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { paths } from '../config/paths';
import { LoginScreen } from '../features/auth/components/LoginScreen';
import { CheckoutPage } from '../features/credits/components/CheckoutPage';
import { ContactStepScreen } from '../features/demand/components/ContactStepScreen';
import { LocationStepScreen } from '../features/demand/components/LocationStepScreen';
import { PrimaryStepScreen } from '../features/demand/components/PrimaryStepScreen';
import { ChangePasswordScreen } from '../features/onboarding/components/ChangePasswordScreen';
import { RecoveryScreen } from '../features/onboarding/components/RecoveryScreen';
import { SecondStateScreen } from '../features/onboarding/components/SecondStateScreen';
import { SignupScreen } from '../features/onboarding/components/SignupScreen';
import { ThirdStateScreen } from '../features/onboarding/components/ThirdStateScreen';
import { BlogPage } from '../features/public/components/BlogPage';
import { ContactPage } from '../features/public/components/ContactPage';
import { FaqPage } from '../features/public/components/FaqPage';
import { AboutPage, HowItWorksPage } from '../features/public/components/InfoPage';
import { MissionVisionValuesPage } from '../features/public/components/MissionVisionValuesPage';
import { useAppStore } from './hooks';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';
import type { AppStore } from './store';

interface LazyScreens {
  AdminApp: LazyExoticComponent<ComponentType>;
  ProviderHome: LazyExoticComponent<ComponentType>;
  ProviderProfile: LazyExoticComponent<ComponentType>;
  ProviderPackages: LazyExoticComponent<ComponentType>;
  ProviderSubscriptions: LazyExoticComponent<ComponentType>;
}

// One set of lazy screens per store: loading the admin code also installs its slices and sagas into that store.
const lazyScreensByStore = new WeakMap<AppStore, LazyScreens>();

function lazyScreensFor(store: AppStore): LazyScreens {
  let screens = lazyScreensByStore.get(store);
  if (!screens) {
    screens = {
      AdminApp: lazy(async () => {
        const [adminApp, { installAdminFeatures }] = await Promise.all([
          import('./routes/AdminApp'),
          import('./routes/adminFeatures'),
        ]);
        installAdminFeatures(store);
        return adminApp;
      }),
      ProviderHome: lazy(() => import('./routes/ProviderHome')),
      ProviderProfile: lazy(() => import('./routes/ProviderProfile')),
      ProviderPackages: lazy(() => import('./routes/ProviderPackages')),
      ProviderSubscriptions: lazy(() => import('./routes/ProviderHome').then((m) => ({ default: m.ProviderSubscriptions }))),
    };
    lazyScreensByStore.set(store, screens);
  }
  return screens;
}

/** The route table (spec §2, exact paths); the admin and provider areas load on first visit. */
export function AppRoutes() {
  const { AdminApp, ProviderHome, ProviderProfile, ProviderPackages, ProviderSubscriptions } = lazyScreensFor(useAppStore());
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.login} element={<LoginScreen />} />
        <Route path={paths.signup} element={<SignupScreen />} />
        <Route path={paths.recovery} element={<RecoveryScreen />} />
        <Route path={paths.changePassword} element={<ChangePasswordScreen />} />
        <Route path={paths.secondState} element={<SecondStateScreen />} />
        <Route path={paths.thirdState} element={<ThirdStateScreen />} />
        <Route path={paths.profile} element={<ProviderProfile />} />
        <Route path={paths.packages} element={<ProviderPackages />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path="/demanda" element={<PrimaryStepScreen />} />
        <Route path="/demanda/second-state" element={<LocationStepScreen />} />
        <Route path="/demanda/third-state" element={<ContactStepScreen />} />
        <Route path={paths.howItWorks} element={<HowItWorksPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.missionVisionValues} element={<MissionVisionValuesPage />} />
        <Route path={paths.blog} element={<BlogPage />} />
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="/dashboard/*" element={<ProviderHome />} />
        <Route path={paths.subscribedDemands} element={<ProviderSubscriptions />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
