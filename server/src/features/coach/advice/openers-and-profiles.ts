import { topicAdvice } from './types.js';

/** First messages, profiles and photos, and reading a message someone sent. */
export const OPENERS_AND_PROFILES_ADVICE = [
  ...topicAdvice('openers', ['dm-opener'], [
    {
      concepts: ['help me with', 'dm opener', 'opener~', 'first message'],
      text:
        'Open with something specific to them and an easy question, like: "Your profile says you cook a mean curry. What\'s the dish you\'d make to impress someone?" Skip the compliments on looks.',
    },
    {
      concepts: ['climb~', 'hobby', 'hobbies', 'passion~', 'all about', 'interest~'],
      text:
        "Turn their favourite hobby into a question they'll enjoy answering. For a climber: 'What's the route you're proudest of, and the one that beat you?' For a cook: 'What's your signature dish?' Asking for a story, not a yes or no, gives them room to shine.",
    },
    {
      concepts: ['hey', 'ignored', 'no reply', 'no answer'],
      text:
        "'Hey' gets ignored because it gives nothing to reply to. Put in one specific detail and one question: 'I see you've been to Japan. Ramen or sushi, and where was the best one?' It takes thirty seconds longer and gets a real answer far more often.",
    },
    {
      concepts: ['english', 'not perfect', 'language', 'simple'],
      text:
        "You don't need perfect English to send a great first message; you need a real question. Keep it short and warm: 'Hi! I saw you like hiking. Where is your favourite place to walk?' Simple and friendly beats clever, and most people like it when someone makes the effort.",
    },
    {
      concepts: ['funny', 'playful', 'joke', 'creative', 'stand out'],
      text:
        "A playful opener works when it's built from their profile: 'Your third photo has a dog who clearly runs the house. What's his name and how much does he get away with?' Light humour and a question together make replying easy and fun.",
    },
    {
      concepts: ['empty profile', 'nothing in * profile', 'mystery', 'thin'],
      text:
        "If their profile is thin, use what's there: a photo location, a prompt answer, even the lack of information. 'Your profile is a mystery, so I'll guess: secret agent or just busy?' A little humour invites them to fill in the blanks.",
    },
    {
      concepts: ['compliment~', 'looks', 'cute', 'hot', 'beautiful'],
      text:
        "Compliments on looks are easy to send and easy to ignore, because everyone gets them. Compliment a choice instead: 'Great taste in books; what's the last one you couldn't put down?' It shows you looked properly and gives them something to say.",
    },
    {
      concepts: ['message first', 'who * first', 'wait for', 'should i start'],
      text:
        "Don't wait for them to message first; whoever has a good question should send it. Going first shows confidence and interest, and it sets a friendly tone. If they don't reply within a couple of days, let it go without a second thought.",
    },
    {
      concepts: ['pickup line~', 'pick up line~', 'cheesy', 'pun'],
      text:
        "A cheesy line can work if you own the cheese: 'I had a clever opener ready, but your dog photo made me forget it. What's his name?' Self-aware humour plus a real question beats a line copied from the internet.",
    },
    {
      concepts: ['follow up', 'second message', 'they replied', 'what next'],
      text:
        'Once they reply to your opener, keep the energy by building on their answer rather than starting a new topic. Add a small story of your own and one follow-up question. Two or three good exchanges in, suggest taking it from the app to a coffee.',
    },
  ]),
  ...topicAdvice('profile-and-photos', ['dm-opener', 'rizz-boost'], [
    {
      concepts: ['photo~', 'pic~', 'which photo~', 'main pic~', 'first photo'],
      text:
        'Lead with a clear, recent photo of just you, smiling, with your face easy to see. Then add a full-length shot, one of you doing something you love, and one with friends. Skip sunglasses, heavy filters and group shots as your first picture.',
    },
    {
      concepts: ['bio', 'boring', 'about me', 'write'],
      text:
        "A bio works when it gives people something to reply to. Swap adjectives like 'adventurous' for specifics: 'I'll always suggest the taco place, and I'm training for my first 10k.' End with an easy hook, like 'Tell me your go-to karaoke song.'",
    },
    {
      concepts: ['no match~', 'not get~ * match~', 'few match~', 'more match~'],
      text:
        'If matches are slow, change one thing at a time so you learn what works: first the main photo, then the first line of your bio. Ask a friend who will be honest to pick your best picture. Small changes often make a surprisingly big difference.',
    },
    {
      concepts: ['selfie~', 'group photo~', 'group shot~', 'group pic~'],
      text:
        "Make your main picture a photo of you alone, ideally taken by someone else so it looks relaxed. A selfie is fine further down. Group photos belong later in the set, and make sure it's obvious which person you are.",
    },
    {
      concepts: ['prompt~', 'answer~', 'question~'],
      text:
        "Prompt answers are your best openers in disguise. Answer with something specific and a little open-ended: 'The way to win me over is a good recommendation. Your favourite podcast, go.' That gives people an easy first message and shows your personality.",
    },
    {
      concepts: ['honest', 'old photo~', 'height', 'recent', 'filter~'],
      text:
        'Use photos from the last year or two and be honest about the basics. Meeting someone who looks like their pictures builds trust from the first minute; a surprise does the opposite. The people who like the real you are the ones you want to meet.',
    },
    {
      concepts: ['looking for', 'intention~', 'serious', 'what * want'],
      text:
        "Say what you're looking for clearly, in a warm way: 'Looking for something real with someone who laughs easily.' Being upfront filters out mismatches early and saves you both time. Clarity is attractive; vagueness attracts vagueness.",
    },
    {
      concepts: ['personality', 'show', 'stand out', 'story'],
      text:
        "Let your photos tell a story about your life: cooking, hiking, playing music, laughing with friends. Each picture should answer 'what would a day with you look like?' It gives matches an easy way to start a conversation and shows more than a list of interests could.",
    },
  ]),
  ...topicAdvice('screenshot-reading', ['screenshot-advice', 'do-they-like-me'], [
    {
      concepts: ['haha ok', 'ok', 'short', 'one message'],
      text:
        "A reply like 'haha ok' usually means they read it and had little to add, not that they're annoyed. Don't over-analyse one message. Look at the next few: if they ask questions or pick up a new thread, all is well. If everything is short, try one more open question, then suggest a plan.",
    },
    {
      concepts: ['mean it', 'polite', 'sometime', 'we should'],
      text:
        "'We should hang out sometime' is friendly but vague; it can go either way. Turn it into something concrete and see what happens: 'I'd like that. Are you free Thursday evening?' People who mean it will pick a time or offer another; polite people stay vague.",
    },
    {
      concepts: ['help me with', 'what do you think', 'screenshot~', 'this'],
      text:
        'Look at who asks the questions and who keeps the thread going. If they ask things back and build on what you said, interest is there. Reply to the most personal thing they shared with a question of your own.',
    },
    {
      concepts: ['lol', 'funny', 'laugh~', 'nothing else'],
      text:
        "'Lol you're funny' with nothing else usually means they enjoyed it but didn't know how to keep it going. Help them: add a question that's easy to answer, like 'Okay, your turn, what's the worst joke you know?' Their next message will tell you far more.",
    },
    {
      concepts: ['emoji~', 'tone', 'cold', 'full stop', 'punctuation'],
      text:
        'Tone is hard to read in text, and a full stop or a missing emoji rarely means what we fear. Read the message as if a friend had sent it to you. If it still feels off, ask gently in your next message or, better, hear their voice on a call.',
    },
    {
      concepts: ['busy', 'maybe', 'rain check', 'another time'],
      text:
        "'I'm busy this week' can mean a busy week or a soft no. The difference is what comes next: someone interested offers another time. If they don't, reply warmly, 'No worries, let me know when suits you', and then let them make the next move.",
    },
    {
      concepts: ['long message', 'paragraph', 'essay', 'wall of text'],
      text:
        "A long, thoughtful message usually means they're invested, so match it with real attention rather than length. Pick one or two things they said, react honestly, and ask one question back. You don't need to answer every point; you need to show you read it.",
    },
    {
      concepts: ['mixed', 'confus~', 'contradict~'],
      text:
        "When a message feels contradictory, read it for the action, not the words. 'I'm not sure I'm ready for anything' followed by 'want to meet Saturday?' means both are true for them right now. Ask a kind, direct question: 'Just so I know where we stand, what are you looking for?'",
    },
    {
      concepts: ['how * reply', 'what * reply', 'respond', 'answer this'],
      text:
        "When you're not sure how to answer a message, reply to the part that carries the most feeling: the story, the joke or the question, not the logistics. Keep it about the length of theirs, and end with something that invites a response.",
    },
  ]),
];
