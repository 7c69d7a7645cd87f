#!/usr/bin/env bash
# Validates the deployable stack without a container engine:
#  1. deploy/docker-compose.yml with `docker-compose config` (Debian's docker-compose package), with placeholder
#     values for the secrets it requires from the environment;
#  2. deploy/nginx/conectasst.conf with `nginx -t`, rendered with loopback addresses.
# Used by .ci/run; needs /usr/bin/docker-compose and /usr/sbin/nginx (apt-get install docker-compose nginx).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

placeholders=(POSTGRES_PASSWORD JWT_SECRET PII_MASTER_KEY ADMIN_EMAIL ADMIN_PASSWORD SMTP_URL MERCADOPAGO_ACCESS_TOKEN MERCADOPAGO_WEBHOOK_SECRET VAPID_PUBLIC_KEY VAPID_PRIVATE_KEY VAPID_SUBJECT FOCUS_NFE_TOKEN NFSE_PROVIDER_CNPJ NFSE_PROVIDER_MUNICIPAL_REGISTRATION NFSE_PROVIDER_CITY_CODE)
env_args=()
for name in "${placeholders[@]}"; do env_args+=("$name=placeholder-for-validation"); done

# A missing secret must stop the stack, not start it with an empty value.
if env -u POSTGRES_PASSWORD docker-compose -p conectasst -f "$here/docker-compose.yml" config -q 2>/dev/null; then
  echo "docker-compose.yml: accepted a missing POSTGRES_PASSWORD" >&2
  exit 1
fi
env "${env_args[@]}" docker-compose -p conectasst -f "$here/docker-compose.yml" config -q
services=$(env "${env_args[@]}" docker-compose -p conectasst -f "$here/docker-compose.yml" config --services | sort | tr '\n' ' ')
echo "docker-compose.yml: valid (services: $services)"

cd "$here/.."
node --import tsx system-tests/src/scaleout/checkGateway.ts
