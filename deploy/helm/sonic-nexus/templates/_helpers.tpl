{{/* Names, labels and the shared pieces of every workload. */}}

{{- define "sonic-nexus.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "sonic-nexus.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* "<fullname>-<component>", e.g. sonic-nexus-mfe-feed. Takes (dict "root" $ "name" "mfe-feed"). */}}
{{- define "sonic-nexus.componentName" -}}
{{- printf "%s-%s" (include "sonic-nexus.fullname" .root | trunc 50 | trimSuffix "-") .name | trimSuffix "-" -}}
{{- end -}}

{{/* Labels every object carries. No version label here: a deployable's image tag labels only its
own Deployment and pods, so bumping one tag changes one object. Takes (dict "root" $ "name" ...). */}}
{{- define "sonic-nexus.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: sonic-nexus
{{ include "sonic-nexus.selectorLabels" . }}
{{- end -}}

{{- define "sonic-nexus.selectorLabels" -}}
app.kubernetes.io/name: {{ include "sonic-nexus.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* The deployables of the release, as a YAML list of {name, key, kind}: kind is gateway, service
or frontend; key is its block in values (services.<key>, frontends.<key>). */}}
{{- define "sonic-nexus.apps" -}}
- {name: gateway, key: gateway, kind: gateway}
{{- range $key, $_ := .Values.services }}
- {name: {{ $key }}, key: {{ $key }}, kind: service}
{{- end }}
{{- range $key, $_ := .Values.frontends }}
- {name: {{ kebabcase $key }}, key: {{ $key }}, kind: frontend}
{{- end }}
{{- end -}}

{{/* The values block of one deployable. Takes (dict "root" $ "ref" <an entry of sonic-nexus.apps>). */}}
{{- define "sonic-nexus.appValues" -}}
{{- if eq .ref.kind "gateway" -}}
{{- toYaml .root.Values.gateway -}}
{{- else if eq .ref.kind "service" -}}
{{- toYaml (index .root.Values.services .ref.key) -}}
{{- else -}}
{{- toYaml (index .root.Values.frontends .ref.key) -}}
{{- end -}}
{{- end -}}

{{/* Who calls whom and who uses which store: a property of the code (each service's src/config.ts,
scripts/lib/platform.ts), not a setting, so it lives here. The NetworkPolicies and the addresses
each process gets are derived from it. */}}
{{- define "sonic-nexus.wiring" -}}
gateway:
  calls: [user, playlist, vote, notification]
  stores: [mongodb, nats]
  smtp: true
user:
  calls: []
  stores: [mongodb, nats]
playlist:
  calls: []
  stores: [mongodb, nats, meilisearch]
  oembed: true
vote:
  calls: []
  stores: [mongodb, nats]
notification:
  # a fan-out asks the user service who follows the poster
  calls: [user]
  stores: [mongodb, nats]
  smtp: true
shell:
  # link-preview tags of a shared playlist come from the gateway (libs/web-server/src/share-meta.ts),
  # the playlist page drawn from the feed's server (libs/web-server/src/prerendered-page.ts)
  calls: [gateway, mfe-feed]
  stores: []
mfe-feed:
  # the playlist page it draws for the shell reads the playlist from the gateway
  # (libs/web-server/src/prerender-route.ts)
  calls: [gateway]
  stores: []
{{- end -}}

{{/* The wiring of one component (empty lists for a remote). Takes (dict "root" $ "name" ...). */}}
{{- define "sonic-nexus.wiringOf" -}}
{{- $all := include "sonic-nexus.wiring" .root | fromYaml -}}
{{- toYaml (default (dict "calls" (list) "stores" (list)) (index $all .name)) -}}
{{- end -}}

{{/* The image reference of a deployable or store: [registry/]repository(@digest|:tag). Takes
(dict "root" $ "image" <its image block>). */}}
{{- define "sonic-nexus.image" -}}
{{- $repo := .image.repository -}}
{{- with .root.Values.global.imageRegistry }}{{ $repo = printf "%s/%s" (trimSuffix "/" .) $repo }}{{ end -}}
{{- if .image.digest -}}
{{- printf "%s@%s" $repo .image.digest -}}
{{- else -}}
{{- printf "%s:%s" $repo (toString (default .root.Chart.AppVersion .image.tag)) -}}
{{- end -}}
{{- end -}}

{{/* What the app.kubernetes.io/version label says: the tag (a digest is too long for a label). */}}
{{- define "sonic-nexus.imageVersion" -}}
{{- if .image.digest -}}
{{- .image.digest | trimPrefix "sha256:" | trunc 12 -}}
{{- else -}}
{{- toString (default .root.Chart.AppVersion .image.tag) | replace "+" "_" | trunc 63 -}}
{{- end -}}
{{- end -}}

{{- define "sonic-nexus.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "sonic-nexus.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- required "serviceAccount.name is required when serviceAccount.create is false" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{- define "sonic-nexus.secretName" -}}
{{- default (include "sonic-nexus.fullname" .) .Values.secrets.existingSecret -}}
{{- end -}}

{{/* The gRPC target of a service: a headless Service, so the client's DNS resolver sees every
ready pod and spreads calls round robin (libs/service-kit/src/grpc-client.ts). */}}
{{- define "sonic-nexus.grpcAddress" -}}
{{- $svc := index .root.Values.services .name -}}
{{- printf "dns:///%s.%s.svc.%s:%v" (include "sonic-nexus.componentName" .) .root.Release.Namespace .root.Values.global.clusterDomain $svc.grpcPort -}}
{{- end -}}

{{/* Pod and container security contexts: the chart's hardening, then the component's overrides. */}}
{{- define "sonic-nexus.podSecurityContext" -}}
{{- toYaml (mergeOverwrite (deepCopy .root.Values.podSecurityContext) (default (dict) .override)) -}}
{{- end -}}

{{- define "sonic-nexus.containerSecurityContext" -}}
{{- toYaml (mergeOverwrite (deepCopy .root.Values.containerSecurityContext) (default (dict) .override)) -}}
{{- end -}}

{{/* Spread a component's pods across nodes. Takes (dict "root" $ "name" ...). */}}
{{- define "sonic-nexus.topologySpread" -}}
{{- with .root.Values.topologySpread }}
{{- if .enabled }}
topologySpreadConstraints:
  - maxSkew: {{ .maxSkew }}
    topologyKey: {{ .topologyKey }}
    whenUnsatisfiable: {{ .whenUnsatisfiable }}
    labelSelector:
      matchLabels:
        {{- include "sonic-nexus.selectorLabels" $ | nindent 8 }}
    {{- if $.rolling }}
    # count only this rollout's pods, so a rolling update spreads the new ones too
    matchLabelKeys: [pod-template-hash]
    {{- end }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Placement: the component's own, else the chart-wide one. Takes (dict "root" $ "app" ...). */}}
{{- define "sonic-nexus.placement" -}}
{{- with (default .root.Values.nodeSelector .app.nodeSelector) }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with (default .root.Values.tolerations .app.tolerations) }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with (default .root.Values.affinity .app.affinity) }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{- define "sonic-nexus.imagePullSecrets" -}}
{{- with .Values.global.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{/* The scratch volume of every container (its root filesystem is read-only). */}}
{{- define "sonic-nexus.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: {{ .Values.tmpVolume.sizeLimit }}
{{- end -}}

{{/* Fails the render when the grace period would cut the drain short. */}}
{{- define "sonic-nexus.gracePeriod" -}}
{{- $s := .Values.shutdown -}}
{{- $needed := add $s.preStopSleepSeconds $s.drainSeconds -}}
{{- if le (int $s.terminationGracePeriodSeconds) (int $needed) -}}
{{- fail (printf "shutdown.terminationGracePeriodSeconds (%v) must be above shutdown.preStopSleepSeconds + shutdown.drainSeconds (%v): SIGTERM's drain would be cut short" $s.terminationGracePeriodSeconds $needed) -}}
{{- end -}}
{{- $s.terminationGracePeriodSeconds -}}
{{- end -}}

{{/* The component of the release that serves a store of the wiring: mongodb is FerretDB's with
mongodb.engine ferretdb. Takes (dict "root" $ "store" <mongodb, nats or meilisearch>). */}}
{{- define "sonic-nexus.storeComponent" -}}
{{- if and (eq .store "mongodb") (eq .root.Values.mongodb.engine "ferretdb") -}}
ferretdb
{{- else -}}
{{- .store -}}
{{- end -}}
{{- end -}}

{{/* The Ingress (or Gateway) controller as NetworkPolicy peers: its namespace (or namespaceSelector)
and podSelector, then extraPeers. */}}
{{- define "sonic-nexus.ingressControllerPeers" -}}
{{- $c := .Values.networkPolicy.ingressController -}}
- namespaceSelector:
    {{- if $c.namespaceSelector }}
    {{- toYaml $c.namespaceSelector | nindent 4 }}
    {{- else }}
    matchLabels:
      kubernetes.io/metadata.name: {{ required "networkPolicy.ingressController.namespace (or its namespaceSelector) is required" $c.namespace | quote }}
    {{- end }}
  podSelector:
    {{- toYaml $c.podSelector | nindent 4 }}
{{- with $c.extraPeers }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Store wiring: whether a store is in use at all, and its URL when the chart runs it. */}}
{{- define "sonic-nexus.meiliInUse" -}}
{{- if or .Values.meilisearch.enabled .Values.externalMeilisearch.url .Values.secrets.existingSecret }}true{{ end -}}
{{- end -}}
