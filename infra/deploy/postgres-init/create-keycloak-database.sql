-- Keycloak keeps its realm in its own database on the same Postgres server as the platform.
CREATE DATABASE keycloak;
