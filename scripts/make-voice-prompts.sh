#!/usr/bin/env bash
# Regenerates the spoken prompts of the three onboarding questions (web/public/audio) and the
# recorded answer the voice journey plays through Chromium's fake microphone (e2e/fixtures).
# Needs espeak-ng and ffmpeg (apt-get install espeak-ng ffmpeg). The outputs are committed, so
# neither the app nor CI needs these tools.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { # text, output wav
  espeak-ng -v en-us+f3 -s 150 -p 45 -w "$2" "$1"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

prompts=(
  "First things first. What's your first name?"
  "Tell me about yourself. What fills your days, what do you love, and how would your closest friends describe you?"
  "Now picture the person you hope to meet. What are they like, what would you love to share with them, and what matters most to you in a partner?"
)
for i in 0 1 2; do
  n=$((i + 1))
  say "${prompts[$i]}" "$tmp/q$n.wav"
  ffmpeg -loglevel error -y -i "$tmp/q$n.wav" -ac 1 -ar 22050 -b:a 32k "web/public/audio/question-$n.mp3"
done

say "Hi, my name is Thandi." "$tmp/answer.wav"
# Chromium's fake microphone reads 16-bit PCM WAV.
ffmpeg -loglevel error -y -i "$tmp/answer.wav" -ac 1 -ar 16000 -sample_fmt s16 e2e/fixtures/voice-answer.wav
ls -l web/public/audio e2e/fixtures
