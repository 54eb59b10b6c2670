# Dockerfile — Arbitre's image. The build stage installs with scripts/deps.sh, exactly as
# `make` does; the runtime stage holds the shared libraries only (deps.sh --runtime), the
# executable and data/, and runs `arbitre serve --host 0.0.0.0` as a non-root user with a
# health check on /healthz. SIGTERM stops it gracefully (in-flight requests finish, exit 0).
#   docker build -t arbitre .
#   docker run --rm -p 8080:8080 arbitre
FROM debian:12-slim AS build
WORKDIR /src
COPY scripts/deps.sh scripts/deps.sh
RUN scripts/deps.sh
COPY . .
RUN cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
 && cmake --build build -j"$(nproc)" --target arbitre \
 && strip build/src/cli/arbitre

FROM debian:12-slim
COPY scripts/deps.sh /tmp/deps.sh
RUN /tmp/deps.sh --runtime \
 && rm -rf /var/lib/apt/lists/* /tmp/deps.sh \
 && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin arbitre \
 && install -d -o arbitre -g arbitre -m 0750 /var/lib/arbitre
COPY --from=build /src/build/src/cli/arbitre /usr/local/bin/arbitre
COPY --from=build /src/data /opt/arbitre/data
WORKDIR /opt/arbitre
USER arbitre
ENV ARBITRE_PORT=8080
# feedback and unanswered questions (SQLite); replicas set ARBITRE_DATABASE_URL instead
ENV ARBITRE_DATA_DIR=/var/lib/arbitre
VOLUME /var/lib/arbitre
EXPOSE 8080
STOPSIGNAL SIGTERM
# bash's /dev/tcp: no HTTP client needed in the image
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${ARBITRE_PORT} && printf 'GET /healthz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["arbitre"]
CMD ["serve", "--host", "0.0.0.0"]
